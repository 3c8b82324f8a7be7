/**
 * Fits the shipped detector model, writes server/features/detection/detector/model.json and an
 * evaluation report (docs/detector.md), and prints the same figures.
 *
 *   npm run detector:train [-- a.jsonl b.jsonl …] [--no-write]
 *
 * The data defaults to both files in ../shared/data/detection/ (train-wiki-news.jsonl and
 * train-news-stories-biomed.jsonl), relative to the current working directory.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extractFeatures } from '../../server/features/detection/detector/features';
import { scoreText } from '../../server/features/detection/detector/score';
import { DEFAULT_DATA_PATHS, loadDatasets, loadFixture } from './lib/dataset';
import { type RowMeta, runSplit, type SplitResult, transferSplits } from './lib/evaluate';
import { type Example, probability, type TrainingConfig, trainWithThreshold } from './lib/fit';
import { auroc, ratesAt } from './lib/metrics';
import { type AblationResult, type FixtureResult, renderReport } from './lib/report';
import { trainSentenceModel } from './lib/sentence-fit';
import { ABLATIONS, TRAINING_CONFIG } from './lib/training-config';

const MODEL_PATH = 'server/features/detection/detector/model.json';
const REPORT_PATH = 'docs/detector.md';
/** Hand-written plain human prose: the false-positive rate on these must stay under 5%. */
const HUMAN_FIXTURES = [
  'tests/fixtures/detection/simple-human.json',
  'tests/fixtures/detection/plain-human.json',
];
const AI_FIXTURE = 'tests/fixtures/detection/ai-styled.json';

const args = process.argv.slice(2);
const write = !args.includes('--no-write');
const given = args.filter((a) => !a.startsWith('--'));
const dataPaths = given.length > 0 ? given : DEFAULT_DATA_PATHS;
const command = `npm run detector:train${given.length > 0 ? ` -- ${given.join(' ')}` : ''}`;
const started = Date.now();

const rows = loadDatasets(dataPaths);
const meta: RowMeta[] = rows.map((r) => ({
  language: r.language,
  domain: r.domain,
  model: r.model,
  group: r.group,
  label: r.label,
}));
const examples: Example[] = rows.map((r) => ({
  features: extractFeatures(r.text),
  label: r.label,
  stratum: `${r.domain}/${r.language}/${r.model}`,
  // The threshold's out-of-fold scores come from models that never saw the text's genre.
  group: r.domain,
  textGroup: r.group,
}));
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const splitDefinitions = transferSplits(meta, TRAINING_CONFIG.seed);

function evaluateConfig(config: TrainingConfig): SplitResult[] {
  return splitDefinitions.map((s) => runSplit(s, examples, meta, config));
}

const humanFixtures = HUMAN_FIXTURES.flatMap((path) =>
  loadFixture(path).map((t) => ({ ...t, file: path.split('/').pop()! })),
);
const humanFixtureFeatures = humanFixtures.map((t) => extractFeatures(t.text));

const { model, outOfFold } = trainWithThreshold(examples, TRAINING_CONFIG);
const splits = evaluateConfig(TRAINING_CONFIG).map((s) => ({
  ...s,
  // The same left-out model's scores read at the shipped threshold.
  atShipped: ratesAt(s.scores, s.labels, model.threshold),
}));
for (const s of splits) {
  console.log(
    `${s.name.padEnd(42)} AUROC ${s.auroc.toFixed(3)}  TPR ${pct(s.tpr).padStart(6)}  FPR ${pct(s.fpr).padStart(6)}  threshold ${s.threshold.toFixed(3)}`,
  );
}

const sentenceTraining = trainSentenceModel(
  rows.map((r) => ({ text: r.text, label: r.label, stratum: `${r.domain}/${r.language}` })),
  model,
  TRAINING_CONFIG.seed,
);
model.sentence = sentenceTraining.sentence;
// Content-derived, so retraining on the same data yields a byte-identical file.
model.version = `stylometric-lr-${createHash('sha256')
  .update(
    JSON.stringify([
      model.features,
      model.weights,
      model.bias,
      model.threshold,
      model.shrinkage ?? null,
      model.sentence,
    ]),
  )
  .digest('hex')
  .slice(0, 12)}`;
model.trainedOn = `${rows.length} texts from ${dataPaths.map((p) => p.split('/').pop()).join(' and ')}`;
model.reproduce = command;
delete model.interactions;
if (!model.shapes) delete model.shapes;

const labels = examples.map((e) => e.label);
const oofRates = ratesAt(outOfFold, labels, model.threshold);

const scoreFixture = (texts: Array<{ id: string; text: string; file?: string }>): FixtureResult[] =>
  texts.map((t) => {
    const r = scoreText(t.text, model);
    return {
      id: t.id,
      file: t.file,
      probability: r.probability,
      words: r.wordCount,
      lowConfidence: r.lowConfidence,
    };
  });
const humanScores = scoreFixture(humanFixtures);
const aiScores = scoreFixture(loadFixture(AI_FIXTURE));
console.log(
  `shipped threshold ${model.threshold.toFixed(3)}; out-of-fold on all data: AUROC ${auroc(outOfFold, labels).toFixed(3)} TPR ${pct(oofRates.tpr)} FPR ${pct(oofRates.fpr)}`,
);
console.log(
  `human fixtures: ${humanScores.filter((f) => f.probability >= model.threshold).length}/${humanScores.length} flagged, highest ${Math.max(...humanScores.map((f) => f.probability)).toFixed(3)}`,
);
console.log(`ai-styled: ${aiScores.map((f) => `${f.id}=${f.probability.toFixed(2)}`).join(' ')}`);
for (const row of sentenceTraining.evaluation.rows) {
  console.log(
    `sentences in mixed texts, ${row.name}: AUROC ${row.auroc.toFixed(3)}, mean human ${row.humanMean.toFixed(3)}, mean AI ${row.aiMean.toFixed(3)}`,
  );
}
model.features.forEach((f, i) => {
  console.log(`  ${f.padEnd(22)} ${model.weights[i]!.toFixed(3)}`);
});

function summarise(name: string, config: TrainingConfig, results: SplitResult[]): AblationResult {
  const fitted = config === TRAINING_CONFIG ? model : trainWithThreshold(examples, config).model;
  const fixtureScores = humanFixtureFeatures.map((f) => probability(fitted, f));
  const result: AblationResult = {
    name,
    meanAuroc: results.reduce((a, r) => a + r.auroc, 0) / results.length,
    worstAuroc: Math.min(...results.map((r) => r.auroc)),
    worstGenreAuroc: Math.min(...results.filter((r) => r.kind === 'genre').map((r) => r.auroc)),
    worstGeneratorAuroc: Math.min(
      ...results.filter((r) => r.kind === 'generator').map((r) => r.auroc),
    ),
    worstFpr: Math.max(...results.map((r) => r.fpr)),
    fixturesFlagged: fixtureScores.filter((p) => p >= fitted.threshold).length,
    fixtureCount: fixtureScores.length,
  };
  console.log(
    `${name}: mean AUROC ${result.meanAuroc.toFixed(3)}, worst ${result.worstAuroc.toFixed(3)}, worst FPR ${pct(result.worstFpr)}, fixtures flagged ${result.fixturesFlagged}/${result.fixtureCount}`,
  );
  return result;
}

const shippedSummary = summarise('shipped', TRAINING_CONFIG, splits);
const ablations = ABLATIONS.map(({ name, config }) =>
  summarise(name, config, evaluateConfig(config)),
);

const seconds = (Date.now() - started) / 1000;
const report = renderReport({
  command,
  dataPaths,
  rowCount: rows.length,
  config: TRAINING_CONFIG,
  model,
  splits,
  outOfFold: { auroc: auroc(outOfFold, labels), ...oofRates },
  humanFixtures: humanScores,
  aiFixtures: aiScores,
  shipped: shippedSummary,
  ablations,
  sentences: sentenceTraining.evaluation,
  seconds,
});
if (write) {
  mkdirSync('docs', { recursive: true });
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 2)}\n`);
  writeFileSync(REPORT_PATH, report);
  // The project's formatter owns the markdown layout; keep the generated file lint-clean.
  spawnSync('npx', ['biome', 'format', '--write', REPORT_PATH], { stdio: 'ignore' });
  console.log(`wrote ${MODEL_PATH} and ${REPORT_PATH}`);
}
console.log(`done in ${seconds.toFixed(1)} s`);
