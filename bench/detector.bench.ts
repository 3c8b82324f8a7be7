/**
 * Speed and memory of scoring a ~1000-word text on one core.
 *
 *   npx tsx bench/detector.bench.ts [runs]
 *
 * Baseline: segmentation alone (sentences + words), so the ratio shows what
 * the features and the per-sentence windows cost on top of reading the text.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  loadDefaultModel,
  scoreText,
  segmentText,
  splitWords,
} from '../server/features/detection/detector/index';

// Measured before any scoring: node + tsx + the loaded modules.
const startupRss = process.memoryUsage().rss;
const TARGET_WORDS = 1000;
const runs = Number(process.argv[2] ?? 200);
const WARMUP = 20;

function benchText(): string {
  const load = (name: string): string[] =>
    (
      JSON.parse(
        readFileSync(new URL(`../tests/fixtures/detection/${name}`, import.meta.url), 'utf8'),
      ) as { texts: Array<{ text: string }> }
    ).texts.map((t) => t.text);
  const pool = [...load('ai-styled.json'), ...load('simple-human.json')];
  const parts: string[] = [];
  for (let i = 0; splitWords(parts.join('\n\n')).length < TARGET_WORDS; i++)
    parts.push(pool[i % pool.length]!);
  return parts.join('\n\n');
}

function medianMs(fn: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}

const text = benchText();
const model = loadDefaultModel();
let peakHeap = process.memoryUsage().heapUsed;
const track = (): void => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};

const baseline = medianMs(() => segmentText(text));
const full = medianMs(() => {
  const r = scoreText(text, model);
  track();
  return r;
});
const result = scoreText(text, model);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

console.log(
  `text: ${splitWords(text).length} words, ${result.sentences.length} sentences, ${text.length} chars; ${runs} runs after ${WARMUP} warm-up`,
);
console.log(`baseline (split sentences + words): median ${baseline.toFixed(2)} ms`);
console.log(
  `scoreText (features + ${result.sentences.length} sentence windows): median ${full.toFixed(2)} ms  (${(full / baseline).toFixed(1)}x baseline)`,
);
console.log(
  `peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} (before scoring: ${mb(startupRss)}), peak heap used ${mb(peakHeap)}`,
);
console.log(
  `targets: < 50 ms ${full < 50 ? 'met' : 'MISSED'}, < 100 MB RSS ${process.resourceUsage().maxRSS * 1024 < 100 * 1024 * 1024 ? 'met' : 'MISSED'}`,
);
