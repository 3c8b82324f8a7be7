// A 50-file batch check (issue 42) with one worker and with two, against checking the same
// files one by one through the API, in one run (docs/decisions/196-job-queue-pg-boss.md).
//
//   [BENCH_PORT=5296] [BENCH_FILES=50] [BENCH_WORKERS=1,2] [BENCH_DATABASE_URL=postgres://…]
//   npx tsx bench/batches.bench.ts        (or: npm run bench -- batches)
//
// As compose.yaml runs it: one web instance that only queues (WORKER=off) and 1, then 2, worker
// processes (dist/server/worker.js, what `npm run worker` runs, WORKER_CONCURRENCY=2 each), on a
// PostgreSQL database the bench creates and drops (PGlite admits one process). Baseline, in the
// same run and on the same web instance: each file sent to /api/extract-text and its text to
// /api/detect-ai (provider local), one after the other, as a browser would without batches. A
// batch is POST /api/batches, polled every 100 ms until done. Last, the default of `npm start`
// for comparison: one process serving and working (2 loops) on PGlite.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Batch } from '@common/batches';
import { batchForm, essayFiles } from '../tests/support/batch-files';
import { createTestDatabase } from '../tests/support/test-database';
import { startServerProcess, startWorkerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 5296);
const FILES = Number(process.env.BENCH_FILES ?? 50);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const files = essayFiles(FILES, 'bench');
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

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
const rate = (seconds: number) => `${(FILES / seconds).toFixed(1)} files/s`;

const database = await createTestDatabase({ adminUrl, prefix: 'redraft_bench' }).catch(
  (error: Error) => {
    throw new Error(
      `This benchmark needs PostgreSQL (separate worker processes cannot share PGlite): no database could be made at ${adminUrl} (${error.message}). Set BENCH_DATABASE_URL.`,
    );
  },
);
const shared = { DATABASE_URL: database.url, SESSION_SECRET: 'bench secret' };
let baseline = 0;
try {
  const web = await startServerProcess({ ...shared, WORKER: 'off' }, PORT, process.cwd(), {
    startTimeoutMs: 120_000,
  });
  try {
    // The parsing processes and scoring threads started before anything is timed.
    await oneByOne(web.url);
    baseline = await oneByOne(web.url);
    console.log(`one by one through the API: ${baseline.toFixed(2)} s (${rate(baseline)})`);
    for (const count of WORKERS) {
      const workers = [];
      for (let i = 0; i < count; i++) {
        workers.push(await startWorkerProcess({ ...shared, WORKER_CONCURRENCY: '2' }));
      }
      try {
        const seconds = await asBatch(web.url);
        console.log(
          `batch, ${count} worker process${count === 1 ? '' : 'es'} (PostgreSQL): ${seconds.toFixed(2)} s (${rate(seconds)}, ${((baseline / seconds) * 100).toFixed(0)}% of the one-by-one rate)`,
        );
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
    }
  } finally {
    await web.stop();
  }
} finally {
  await database.drop();
}

// `npm start`'s default: serving and working in one process, on PGlite under a fresh directory.
const single = await startServerProcess({}, PORT + 1, process.cwd(), { startTimeoutMs: 120_000 });
try {
  await oneByOne(single.url);
  const seconds = await asBatch(single.url);
  console.log(
    `batch, one process serving and working (PGlite, npm start): ${seconds.toFixed(2)} s (${rate(seconds)}, ${((baseline / seconds) * 100).toFixed(0)}% of the PostgreSQL one-by-one rate)`,
  );
} finally {
  await single.stop();
}
