/**
 * Per-feature diagnostics used to choose features: AUROC of each raw feature
 * within every language/domain group (does the direction hold everywhere?)
 * and where the hand-written fixtures fall relative to the training humans.
 *
 *   npx tsx scripts/explore-features.ts [path/to/train.jsonl]
 */
import { extractFeatures, segmentText } from '../../server/features/detection/detector/features';
import { mean, stdDev } from '../../server/features/detection/detector/stats';
import { loadDataset, loadFixture } from './lib/dataset';
import { auroc } from './lib/metrics';

const args = process.argv.slice(2);
const cropAt = args.indexOf('--crop');
// --crop N keeps only each text's first N sentences, to see which features
// merely track length (human texts in the corpus are about twice as long).
const crop = cropAt >= 0 ? Number(args.splice(cropAt, 2)[1]) : 0;
const byGenerator = args.includes('--by-generator');
const rows = loadDataset(args.find((a) => !a.startsWith('--')));
const cropText = (text: string): string => {
  if (!crop) return text;
  const s = segmentText(text).sentences;
  return s.length <= crop ? text : text.slice(0, s[crop - 1]!.end);
};
const feats = rows.map((r) => extractFeatures(cropText(r.text)));
const simple = loadFixture('tests/fixtures/detection/simple-human.json').map((t) =>
  extractFeatures(t.text),
);
const aiFix = loadFixture('tests/fixtures/detection/ai-styled.json').map((t) =>
  extractFeatures(t.text),
);
const names = Object.keys(feats[0]!);
const groups = byGenerator
  ? ['generated_base', 'generated_expert', 'rephrase_base', 'rephrase_expert']
  : ['wikipedia-en', 'wikipedia-de', 'wikipedia-fr', 'wikipedia-es', 'news-en'];
const inGroup = (r: (typeof rows)[number], g: string): boolean =>
  byGenerator ? r.generator === g || r.label === 0 : `${r.domain}-${r.language}` === g;

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '  - ');
console.log(
  [
    'feature'.padEnd(20),
    ...groups.map((g) =>
      g.replace('generated', 'gen').replace('rephrase', 'reph').slice(0, 7).padStart(7),
    ),
    '  all',
    ' hum',
    '  ai',
    'simpleZ',
    'aiFixZ',
  ].join(' '),
);
for (const name of names) {
  const cells: string[] = [];
  for (const g of groups) {
    const idx = rows.map((r, i) => (inGroup(r, g) ? i : -1)).filter((i) => i >= 0);
    const pairs = idx
      .map((i) => [feats[i]![name], rows[i]!.label] as const)
      .filter(([v]) => v !== null);
    cells.push(
      fmt(
        auroc(
          pairs.map(([v]) => v!),
          pairs.map(([, y]) => y),
        ),
      ).padStart(7),
    );
  }
  const all = rows.map((r, i) => [feats[i]![name], r.label] as const).filter(([v]) => v !== null);
  const humans = all.filter(([, y]) => y === 0).map(([v]) => v!);
  const ais = all.filter(([, y]) => y === 1).map(([v]) => v!);
  const m = mean(humans),
    s = stdDev(humans) || 1;
  const z = (xs: (number | null)[]): number =>
    mean(xs.filter((v): v is number => v !== null).map((v) => (v - m) / s));
  console.log(
    [
      name.padEnd(20),
      ...cells,
      fmt(
        auroc(
          all.map(([v]) => v!),
          all.map(([, y]) => y),
        ),
      ).padStart(5),
      fmt(m).padStart(5),
      fmt(mean(ais)).padStart(5),
      fmt(z(simple.map((f) => f[name]!))).padStart(7),
      fmt(z(aiFix.map((f) => f[name]!))).padStart(6),
    ].join(' '),
  );
}
