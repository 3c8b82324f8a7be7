// A 50-file batch check (issue 42) against checking the same files one by one through the API,
// in one run (docs/decisions/196-job-queue-pg-boss.md).
//
//   [BENCH_PORT=5296] [BENCH_FILES=50] [BENCH_WORKERS=1,2] npx tsx bench/batches.bench.ts
//   npm run bench -- batches
//
// Baseline, in the same run and on the same server: each file sent to /api/extract-text and its
// text to /api/detect-ai (provider local), one after the other, as a browser would without
// batches. Then the same files as one batch (POST /api/batches), polled every 100 ms until done,
// on a server working the queue with each WORKER_CONCURRENCY of BENCH_WORKERS. The production
// bundle runs in its own process, on PGlite under a fresh data directory.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Batch } from '@common/batches';
import { batchForm, essayFiles } from '../tests/support/batch-files';
import { startServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 5296);
const FILES = Number(process.env.BENCH_FILES ?? 50);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const files = essayFiles(FILES, 'bench');

async function oneByOne(url: string): Promise<number> {
  const started = performance.now();
  for (const file of files) {
    const form = new FormData();
    form.append('document', new Blob([file.content as string]), file.name);
    const extracted = await fetch(`${url}/api/extract-text`, { method: 'POST', body: form });
    const { text } = (await extracted.json()) as { text: string };
    const detected = await fetch(`${url}/api/detect-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, provider: 'local' }),
    });
    if (!detected.ok) throw new Error(`detect-ai answered ${detected.status}`);
    await detected.arrayBuffer();
  }
  return (performance.now() - started) / 1000;
}

async function asBatch(url: string): Promise<number> {
  const started = performance.now();
  const created = await fetch(`${url}/api/batches`, { method: 'POST', body: batchForm(files) });
  if (created.status !== 201) throw new Error(`POST /api/batches answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (;;) {
    const batch = (await (
      await fetch(`${url}/api/batches/${id}`, { headers: { cookie } })
    ).json()) as Batch;
    if (batch.status === 'done') {
      const failed = batch.files.filter((file) => file.status !== 'done').length;
      if (failed > 0) throw new Error(`${failed} files of the batch were not done`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

console.log(
  `${FILES} text files; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (figures count only on an idle machine)`,
);
let baseline: number | undefined;
for (const [round, workers] of WORKERS.entries()) {
  const server = await startServerProcess(
    { WORKER_CONCURRENCY: String(workers) },
    PORT + round,
    process.cwd(),
    {
      startTimeoutMs: 120_000,
    },
  );
  try {
    // The parsing processes and scoring threads started before anything is timed.
    await oneByOne(server.url).catch(() => undefined);
    if (baseline === undefined) {
      baseline = await oneByOne(server.url);
      console.log(
        `one by one through the API: ${baseline.toFixed(2)} s (${(FILES / baseline).toFixed(1)} files/s)`,
      );
    }
    const seconds = await asBatch(server.url);
    console.log(
      `batch, ${workers} worker${workers === 1 ? '' : 's'}: ${seconds.toFixed(2)} s (${(FILES / seconds).toFixed(1)} files/s, ${((baseline / seconds) * 100).toFixed(0)}% of the one-by-one rate)`,
    );
  } finally {
    await server.stop();
  }
}
