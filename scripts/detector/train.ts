/**
 * Fits the shipped detector model (v3: style + phrases, calibrated), writes
 * server/features/detection/detector/model.json and the evaluation report docs/detector.md,
 * and prints the same figures.
 *
 *   npm run detector:train [-- a.jsonl b.jsonl …] [--no-write]
 *
 * The data defaults to the four files in ../shared/data/detection/, relative to the current
 * working directory. They are deduplicated first, then every figure comes from models that
 * never saw the scored text's genre or generator family (scripts/detector/lib/transfer.ts).
 * "Before" figures are today's model at the start of issue 35 (bench/detector-v2-model.json)
 * scoring the same left-out texts.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { bandTone, LIKELY_AI_FROM, MIXED_FROM } from '@common/detection-bands';
import { type DetectorModel, validateModel } from '../../server/features/detection/detector/model';
import { scoreText } from '../../server/features/detection/detector/score';
import { sigmoid } from '../../server/features/detection/detector/stats';
import { type Calibration, calibrate } from './lib/calibrate';
import {
  DEFAULT_DATA_PATHS,
  deduplicate,
  HUMAN_FIXTURES,
  loadDatasets,
  loadFixture,
} from './lib/dataset';
import { combined, fitCombination, fitParts } from './lib/ensemble';
import { probability as styleProbability } from './lib/fit';
import { LEXICAL_CONFIG } from './lib/lexical-fit';
import { auroc } from './lib/metrics';
import { type GroupRow, renderReport } from './lib/report';
import { TRAINING_CONFIG } from './lib/training-config';
import { leftOutScores, prepareRows } from './lib/training-rows';
import { outOfFoldParts } from './lib/transfer';

const MODEL_PATH = 'server/features/detection/detector/model.json';
const BEFORE_MODEL_PATH = 'bench/detector-v2-model.json';
const REPORT_PATH = 'docs/detector.md';
const AI_FIXTURE = 'tests/fixtures/detection/ai-styled.json';
/** Per-sentence mixing, kept from issue 14's fit (chosen on mixed texts; see docs/detector.md). */
const SENTENCE = { windowWeight: 0.3, aloneWeight: 0.7 };

const args = process.argv.slice(2);
const write = !args.includes('--no-write');
const given = args.filter((a) => !a.startsWith('--'));
const dataPaths = given.length > 0 ? given : DEFAULT_DATA_PATHS;
const command = `npm run detector:train${given.length > 0 ? ` -- ${given.join(' ')}` : ''}`;
const started = Date.now();
const pct = (x: number): string => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)}%`);

const loaded = loadDatasets(dataPaths);
const { rows, repeats, conflicting } = deduplicate(loaded);
console.log(
  `${loaded.length} texts, ${repeats} repeats and ${conflicting} conflicting copies dropped: ${rows.length}`,
);
const { tokens, corpus, training } = prepareRows(rows);
const english = training.map((r) => r.english);
const labels = training.map((r) => r.label);
const calibrationGroup = (i: number): string => `${rows[i]!.domain}/${rows[i]!.language}`;

const results = leftOutScores(rows, { tokens, corpus, training }, LEXICAL_CONFIG, (line) =>
  console.log(line),
);
const oof = outOfFoldParts(results, training.length);
const combination = fitCombination(oof, labels, english);
const oofRaw = oof.map((s, i) => combined(combination, s, english[i]!));
if (process.env.DETECTOR_DUMP) {
  // For exploring calibration rules without refitting: out-of-fold raw scores and their groups.
  writeFileSync(
    process.env.DETECTOR_DUMP,
    JSON.stringify(
      rows.map((r, i) => ({
        raw: oofRaw[i],
        label: r.label,
        domain: r.domain,
        language: r.language,
        source: r.source,
        model: r.model,
      })),
    ),
  );
}
const humansOf = (keep: (i: number) => boolean) =>
  oofRaw
    .map((raw, i) => ({ raw, group: calibrationGroup(i), i }))
    .filter(({ i }) => labels[i] === 0 && keep(i));
const calibration = calibrate(humansOf(() => true));
const toProbability = (raw: number, c: Calibration): number => sigmoid(c.scale * raw + c.offset);

// Today's model, read from the bench's copy: the "before" of every row of the table.
const before = validateModel(JSON.parse(readFileSync(BEFORE_MODEL_PATH, 'utf8')));
const beforeProbability = (i: number): number => {
  const words = training[i]!.words;
  const p = styleProbability(before, training[i]!.features);
  const logOdds = Math.log(p / (1 - p)) * Math.min(1, words / 60);
  return sigmoid(logOdds);
};

const rates = (scores: number[], ys: (0 | 1)[], cut: number) => {
  const ai = scores.filter((_, k) => ys[k] === 1);
  const human = scores.filter((_, k) => ys[k] === 0);
  return {
    recall: ai.filter((s) => s >= cut).length / ai.length,
    fpr: human.filter((s) => s >= cut).length / human.length,
  };
};

const groupRows: GroupRow[] = results.map(({ split, scores }) => {
  const ys = split.test.map((i) => labels[i]!);
  // A genre's own humans never set its cut points: the calibration is re-read without them.
  const c =
    split.kind === 'genre'
      ? calibrate(humansOf((i) => rows[i]!.domain !== rows[split.test[0]!]!.domain))
      : calibration;
  const after = scores.map((s, k) =>
    toProbability(combined(combination, s, english[split.test[k]!]!), c),
  );
  const old = split.test.map(beforeProbability);
  return {
    name: split.name,
    kind: split.kind,
    trainSize: split.train.length,
    testSize: split.test.length,
    testHumans: ys.filter((y) => y === 0).length,
    before: {
      auroc: auroc(old, ys),
      recallAtFlag: rates(old, ys, before.threshold).recall,
      fprAtFlag: rates(old, ys, before.threshold).fpr,
      fprRed: rates(old, ys, LIKELY_AI_FROM).fpr,
      fprYellow: rates(old, ys, MIXED_FROM).fpr,
    },
    after: {
      auroc: auroc(after, ys),
      styleAuroc: auroc(
        scores.map((s) => s.style),
        ys,
      ),
      lexicalAuroc: auroc(
        scores.map((s) => s.lexical),
        ys,
      ),
      recallRed: rates(after, ys, LIKELY_AI_FROM).recall,
      fprRed: rates(after, ys, LIKELY_AI_FROM).fpr,
      fprYellow: rates(after, ys, MIXED_FROM).fpr,
    },
  };
});
for (const g of groupRows) {
  console.log(
    `${g.name.padEnd(42)} AUROC ${g.before.auroc.toFixed(3)} → ${g.after.auroc.toFixed(3)} (style ${g.after.styleAuroc.toFixed(3)}, phrases ${g.after.lexicalAuroc.toFixed(3)})  red: recall ${pct(g.after.recallRed)} FPR ${pct(g.after.fprRed)}  yellow+ FPR ${pct(g.after.fprYellow)}`,
  );
}

// The shipped model: both parts fitted on every text.
const parts = fitParts(training, corpus.phrases, TRAINING_CONFIG, LEXICAL_CONFIG);
const model: DetectorModel = {
  ...parts.style,
  threshold: LIKELY_AI_FROM,
  sentence: SENTENCE,
  lexical: parts.lexical,
  combine: combination,
  calibration: { scale: calibration.scale, offset: calibration.offset },
};
delete model.interactions;
model.version = `style-phrases-${createHash('sha256')
  .update(
    JSON.stringify([
      model.features,
      model.weights,
      model.bias,
      model.lexical,
      model.combine,
      model.calibration,
      model.shrinkage ?? null,
      model.sentence,
    ]),
  )
  .digest('hex')
  .slice(0, 12)}`;
model.trainedOn = `${rows.length} deduplicated texts from ${dataPaths.map((p) => p.split('/').pop()).join(', ')}`;
model.reproduce = command;

const scoreFixtures = (path: string) =>
  loadFixture(path).map((t) => {
    const r = scoreText(t.text, model);
    return {
      id: t.id,
      file: path.split('/').pop()!,
      probability: r.probability,
      words: r.wordCount,
      band: bandTone(r.probability),
      reasons: r.reasons.map((x) => x.text),
    };
  });
const humanFixtures = HUMAN_FIXTURES.flatMap(scoreFixtures);
const aiFixtures = scoreFixtures(AI_FIXTURE);
console.log(
  `human fixtures: ${humanFixtures.filter((f) => f.band === 'red').length} red, ${humanFixtures.filter((f) => f.band === 'yellow').length} yellow of ${humanFixtures.length}`,
);
console.log(`ai-styled: ${aiFixtures.map((f) => `${f.id}=${f.probability.toFixed(2)}`).join(' ')}`);
console.log('combination', combination, 'calibration', calibration);

const seconds = (Date.now() - started) / 1000;
const report = renderReport({
  command,
  dataPaths,
  loaded: loaded.length,
  repeats,
  conflicting,
  rowCount: rows.length,
  model,
  combination,
  calibration,
  lexicalConfig: LEXICAL_CONFIG,
  groups: groupRows,
  outOfFoldAuroc: auroc(oofRaw, labels),
  humanFixtures,
  aiFixtures,
  seconds,
});
if (write) {
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  writeFileSync(REPORT_PATH, report);
  // The project's formatter owns the markdown layout; keep the generated file lint-clean.
  spawnSync('npx', ['biome', 'format', '--write', REPORT_PATH, MODEL_PATH], { stdio: 'ignore' });
  console.log(`wrote ${MODEL_PATH} and ${REPORT_PATH}`);
}
console.log(`done in ${seconds.toFixed(1)} s`);
