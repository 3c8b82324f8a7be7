// Bursts of embedded-detector assessments (issue 43): how many a second each core answers,
// and what share is refused, when 10, 100 and 500 arrive at once
// (docs/decisions/188-detection-bursts-wait-in-a-fair-queue.md).
//
//   [BENCH_PORT=5294] [BENCH_LEVELS=10,100,500] npx tsx bench/detection-burst.bench.ts
//   npm run bench -- detection-burst
//
// Each burst is sent twice: from as many addresses as requests (many visitors at once), and
// from one address (one caller's script; the queue gives it a share, the rest is refused at
// once). Baseline, in the same run: the same text scored in this process on one core, with no
// HTTP, queue or thread in between; "efficiency" is the server's detections per second per
// core against it. The production bundle runs in its own process. Linux routes all of
// 127.0.0.0/8 to the loopback interface, so each visitor sends from its own address.
import { Agent } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadDefaultModel, scoreText, splitWords } from '../server/features/detection/detector';
import { postJsonFrom } from '../tests/support/post-from';
import { detectionBenchText } from './detection-text';
import { startServerProcess } from './server-process';
import { median, ms, percentile } from './stats';

const PORT = Number(process.env.BENCH_PORT ?? 5294);
const LEVELS = (process.env.BENCH_LEVELS ?? '10,100,500').split(',').map(Number);
const BUSY = 'The detector is busy with other texts. Please try again in a moment.';
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

const detect = (url: string, from: string, text: string) =>
  postJsonFrom(`${url}/api/detect-ai`, from, { text, provider: 'local' }, agent);

/** The i-th visitor of a round: 127.{round + 1}.0.1, 127.{round + 1}.0.2, …; new addresses each round. */
const visitor = (round: number, index: number) =>
  `127.${1 + round}.${Math.floor(index / 250)}.${1 + (index % 250)}`;

/** Single-core scorings a second in this process: the baseline. */
function inProcessRate(text: string): number {
  const model = loadDefaultModel();
  for (let i = 0; i < 20; i++) scoreText(text, model);
  const times: number[] = [];
  const until = performance.now() + 2_000;
  while (performance.now() < until) {
    const t0 = performance.now();
    scoreText(text, model);
    times.push(performance.now() - t0);
  }
  return 1000 / median(times);
}

async function burst(url: string, size: number, from: (index: number) => string, text: string) {
  const started = performance.now();
  // A word of its own per request, so no two bodies are the same.
  const answers = await Promise.all(
    Array.from({ length: size }, (_, index) => detect(url, from(index), `${index} ${text}`)),
  );
  const seconds = (performance.now() - started) / 1000;
  const served = answers.filter((answer) => answer.status === 200);
  const busy = answers.filter((answer) => answer.status === 503 && answer.message === BUSY);
  const other = answers.length - served.length - busy.length;
  if (other > 0) {
    const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
    console.log(`  (${other} answers neither 200 nor the busy 503: statuses ${statuses})`);
  }
  return {
    refused: (answers.length - served.length) / answers.length,
    perSecond: served.length / seconds,
    p50: served.length
      ? percentile(
          served.map((a) => a.ms),
          50,
        )
      : Number.NaN,
    p95: served.length
      ? percentile(
          served.map((a) => a.ms),
          95,
        )
      : Number.NaN,
    seconds,
  };
}

const text = detectionBenchText(1000);
const cores = availableParallelism();
console.log(
  `text: ${splitWords(text).length} words; ${cores} cores; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (figures count only on an idle machine)`,
);
const baseline = inProcessRate(text);
console.log(`baseline: ${baseline.toFixed(1)} scorings/s in this process on one core`);

const server = await startServerProcess({}, PORT);
try {
  // Every scoring thread loaded before the first burst: bursts measure the queue, not start-up.
  await Promise.all(
    Array.from({ length: cores }, (_, i) => detect(server.url, visitor(0, i), text)),
  );
  for (const [round, level] of LEVELS.entries()) {
    const many = await burst(server.url, level, (index) => visitor(round + 1, index), text);
    const one = await burst(server.url, level, () => `127.0.0.${2 + round}`, text);
    const perCore = many.perSecond / cores;
    console.log(
      `${String(level).padStart(4)} at once: many visitors ${(many.refused * 100).toFixed(0)}% refused, ` +
        `${perCore.toFixed(1)} detections/s per core (${((perCore / baseline) * 100).toFixed(0)}% of the baseline), ` +
        `p50 ${ms(many.p50)}, p95 ${ms(many.p95)}, all answered in ${many.seconds.toFixed(2)} s; ` +
        `one visitor ${(one.refused * 100).toFixed(0)}% refused`,
    );
  }
} finally {
  await server.stop();
}
