/**
 * Per-feature diagnostics used to choose features: the AUROC of each raw
 * feature (AI vs human) within every genre and for every generator. A feature
 * whose AUROC sits on opposite sides of 0.5 in different genres flips
 * direction, i.e. measures register rather than authorship. The last columns
 * place the hand-written plain human fixtures against the training humans.
 *
 *   npx tsx scripts/detector/explore.ts
 */
import { extractFeatures } from '../../server/features/detection/detector/features';
import { mean, stdDev } from '../../server/features/detection/detector/stats';
import { type LabelledText, loadDatasets, loadFixture } from './lib/dataset';
import { auroc } from './lib/metrics';

const rows = loadDatasets();
const feats = rows.map((r) => extractFeatures(r.text));
const simple = loadFixture('tests/fixtures/detection/simple-human.json').map((t) =>
  extractFeatures(t.text),
);
const names = Object.keys(feats[0]!);
const genre = (r: LabelledText): string =>
  r.domain === 'wikipedia' ? `wiki-${r.language === 'en' ? 'en' : 'xx'}` : r.domain;
const genres = [...new Set(rows.map(genre))];
const models = [...new Set(rows.filter((r) => r.label === 1).map((r) => r.model))];
const columns: Array<[string, (r: LabelledText) => boolean]> = [
  ...genres.map((g): [string, (r: LabelledText) => boolean] => [g, (r) => genre(r) === g]),
  ...models.map((m): [string, (r: LabelledText) => boolean] => [
    m.slice(0, 8),
    (r) => r.label === 0 || r.model === m,
  ]),
];

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '  - ');
console.log(
  ['feature'.padEnd(22), ...columns.map(([n]) => n.slice(0, 8).padStart(8)), ' simpleZ'].join(' '),
);
for (const name of names) {
  const cells = columns.map(([, inCol]) => {
    const pairs = rows
      .map((r, i) => [feats[i]![name], r.label, inCol(r)] as const)
      .filter(([v, , ok]) => ok && v !== null && v !== undefined);
    return fmt(
      auroc(
        pairs.map(([v]) => v!),
        pairs.map(([, y]) => y),
      ),
    ).padStart(8);
  });
  const humans = rows
    .map((r, i) => (r.label === 0 ? feats[i]![name] : null))
    .filter((v): v is number => v !== null && v !== undefined);
  const m = mean(humans);
  const s = stdDev(humans) || 1;
  const z = mean(
    simple.map((f) => f[name]).filter((v): v is number => v !== null && v !== undefined),
  );
  console.log([name.padEnd(22), ...cells, fmt((z - m) / s).padStart(8)].join(' '));
}
