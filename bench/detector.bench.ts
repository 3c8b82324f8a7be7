/**
 * Speed and memory of scoring a ~1000-word text on one core.
 *
 *   npx tsx bench/detector.bench.ts [runs]
 *
 * Baselines: segmentation alone (sentences + words), so the ratio shows what
 * the features and the per-sentence windows cost on top of reading the text;
 * and the model shipped before issue 35 (bench/detector-v2-model.json, style
 * features only) scoring the same text in the same run, so the ratio shows
 * what the phrase model, the calibration and the reasons cost.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  loadDefaultModel,
  scoreText,
  segmentText,
  splitWords,
  validateModel,
} from '../server/features/detection/detector/index';
import { detectionBenchText } from './detection-text';

// Measured before any scoring: node + tsx + the loaded modules.
const startupRss = process.memoryUsage().rss;
const TARGET_WORDS = 1000;
const runs = Number(process.argv[2] ?? 200);
const WARMUP = 20;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Median wall time and median CPU time (user + system) of one call. On a shared
 * machine the wall time includes waiting for a core; the CPU time is what the
 * scoring itself costs.
 */
function measure(fn: () => unknown): { wall: number; cpu: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const text = detectionBenchText(TARGET_WORDS);
const model = loadDefaultModel();
let peakHeap = process.memoryUsage().heapUsed;
const track = (): void => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};

const previousModel = validateModel(
  JSON.parse(readFileSync(new URL('./detector-v2-model.json', import.meta.url), 'utf8')),
);
const baseline = measure(() => segmentText(text));
const previous = measure(() => scoreText(text, previousModel));
const full = measure(() => {
  const r = scoreText(text, model);
  track();
  return r;
});
const result = scoreText(text, model);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

console.log(
  `text: ${splitWords(text).length} words, ${result.sentences.length} sentences, ${text.length} chars; ${runs} runs after ${WARMUP} warm-up`,
);
const TARGET_MS = 10;
const rss = process.resourceUsage().maxRSS * 1024;
console.log(
  `baseline (split sentences + words): median ${baseline.wall.toFixed(2)} ms wall, ${baseline.cpu.toFixed(2)} ms CPU`,
);
console.log(
  `scoreText (features + ${result.sentences.length} sentence windows): median ${full.wall.toFixed(2)} ms wall, ${full.cpu.toFixed(2)} ms CPU  (${(full.wall / baseline.wall).toFixed(1)}x baseline)`,
);
console.log(
  `model before issue 35 (style only): median ${previous.wall.toFixed(2)} ms wall, ${previous.cpu.toFixed(2)} ms CPU; shipped model ${(full.cpu / previous.cpu).toFixed(2)}x its CPU time`,
);
console.log(
  `peak RSS ${mb(rss)} (before scoring: ${mb(startupRss)}), peak heap used ${mb(peakHeap)}`,
);
// Issue 35's limit is "100 MB per 1,000 words in process": what loading the models and scoring
// add to the process that scores (the server's), not node and tsx themselves.
const added = rss - startupRss;
console.log(
  `targets: < ${TARGET_MS} ms ${full.cpu < TARGET_MS ? 'met' : 'MISSED'} (CPU time; wall ${full.wall < TARGET_MS ? 'met' : 'missed'}), < 100 MB added to the process ${added < 100 * 1024 * 1024 ? 'met' : 'MISSED'} (${mb(added)}; the whole process peaked at ${mb(rss)})`,
);
