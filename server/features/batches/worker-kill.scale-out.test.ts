// Two web instances and two workers, each its own process as compose.yaml runs them, on one
// PostgreSQL database and one Redis. A worker is killed with SIGKILL while it checks a file: the
// other takes the file up once its lease expires, and every file ends done exactly once
// (decisions 199 and 236). scripts/test-integration.mjs runs this file in its PostgreSQL pass.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Batch } from '@common/batches';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AI_ESSAYS, batchForm, HUMAN_ESSAYS } from '../../../tests/support/batch-files';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const keyPrefix = `redraft-test-${randomBytes(6).toString('hex')}:`;
/** The lease this test runs with; production keeps 300 s (decision 236). */
const EXPIRE_SECONDS = 6;
const MAINTENANCE_SECONDS = 1;
/**
 * The takeover bound decision 236 states: the lease, one upkeep, pg-boss's retry delay (2 s), an
 * idle worker's poll (2 s), and the file's own check (under a second here, given a few on a
 * loaded machine).
 */
const TAKEOVER_BOUND_MS = (EXPIRE_SECONDS + MAINTENANCE_SECONDS + 2 + 2 + 8) * 1000;
const FILES = 24;

const dataDir = mkdtempSync(join(tmpdir(), 'redraft-kill-'));
const children = new Set<ChildProcess>();
let database: TestDatabase;
let sql: pg.Client;
let env: Record<string, string>;
let webUrls: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The production bundle, as `npm start` and `npm run worker` run it. */
function startProcess(script: 'index' | 'worker', extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [`dist/server/${script}.js`], {
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, stderr: () => stderr };
}

async function startWeb(): Promise<string> {
  const port = await freePort();
  const web = startProcess('index', { PORT: String(port), WORKER: 'off' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (web.child.exitCode !== null) throw new Error(`a web instance stopped: ${web.stderr()}`);
    if (
      await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a web instance did not start');
}

/** A worker process checking one file at a time, so that "two running" means both are busy. */
const startWorker = () => startProcess('worker', { WORKER_CONCURRENCY: '1' }).child;

async function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  if (!adminUrl) {
    throw new Error(
      'The scale-out tests need PostgreSQL (TEST_DATABASE_URL): PGlite admits one process per data directory.',
    );
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  database = await createTestDatabase({ adminUrl });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
    JOB_MAINTENANCE_SECONDS: String(MAINTENANCE_SECONDS),
  };
  // The first applies the migrations and creates pg-boss's schema; the second finds them.
  webUrls = [await startWeb()];
  webUrls.push(await startWeb());
}, 120_000);

afterAll(async () => {
  await Promise.all([...children].map((child) => kill(child)));
  await sql?.end();
  await database?.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Essays of about 300 kB: each takes the detector a few hundred milliseconds. */
function longEssays(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const texts = i % 2 === 0 ? AI_ESSAYS : HUMAN_ESSAYS;
    let content = '';
    for (let j = i; content.length < 300_000; j++) content += `${texts[j % texts.length]}\n\n`;
    return { name: `long-${String(i + 1).padStart(2, '0')}.txt`, content };
  });
}

const runningFiles = async (batchId: string) =>
  (
    await sql.query<{ id: string }>(
      `select id from batch_files where batch_id = $1 and status = 'running'`,
      [batchId],
    )
  ).rows.map((row) => row.id);

it('hands a killed worker’s file to the other worker, and checks every file exactly once', async () => {
  const workers = [startWorker(), startWorker()];
  const created = await fetch(`${webUrls[0]}/api/batches`, {
    method: 'POST',
    body: batchForm(longEssays(FILES)),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  // Killed while both workers hold a file; had the victim just finished its file (the moment
  // between two files), a fresh worker takes its place and the kill is tried again.
  let held: string[] = [];
  let killedAt = 0;
  for (let tries = 0; tries < 3 && held.length < 2; tries++) {
    while ((await runningFiles(id)).length < 2) await new Promise((r) => setTimeout(r, 20));
    await kill(workers[0]!);
    killedAt = Date.now();
    held = await runningFiles(id);
    if (held.length < 2) workers[0] = startWorker();
  }
  expect(held).toHaveLength(2);
  workers.shift();

  // Read through either web instance, as behind a balancer.
  let batch: Batch | undefined;
  let heldDoneAt = 0;
  for (let poll = 0; Date.now() - killedAt < 50_000; poll++) {
    const response = await fetch(`${webUrls[poll % 2]}/api/batches/${id}`, {
      headers: { cookie },
    });
    batch = (await response.json()) as Batch;
    const open = await runningFiles(id);
    if (!heldDoneAt && held.every((file) => !open.includes(file))) heldDoneAt = Date.now();
    if (batch.status === 'done') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(batch?.status).toBe('done');
  expect(batch!.files.map((file) => file.status)).toEqual(Array(FILES).fill('done'));
  expect(heldDoneAt - killedAt).toBeLessThan(TAKEOVER_BOUND_MS);

  const { rows } = await sql.query<{ id: string; attempts: number }>(
    'select id, attempts from batch_files where batch_id = $1',
    [id],
  );
  // The killed worker's file was claimed again by the survivor (its second attempt) and written
  // once; every other file was claimed once.
  const twice = rows.filter((row) => row.attempts === 2).map((row) => row.id);
  expect(twice).toHaveLength(1);
  expect(held).toContain(twice[0]);
  expect(rows.filter((row) => row.attempts === 1)).toHaveLength(FILES - 1);
  // pg-boss agrees: every job of the batch completed, none is left active or waiting.
  const jobs = await sql.query<{ state: string; n: number }>(
    `select state, count(*)::int as n from pgboss.job where id = any($1::uuid[]) group by state`,
    [rows.map((row) => row.id)],
  );
  expect(jobs.rows).toEqual([{ state: 'completed', n: FILES }]);
  // A batch check spends no credits (decision 197): nothing to charge twice.
  const ledger = await sql.query<{ n: number }>('select count(*)::int as n from credit_ledger');
  expect(ledger.rows[0]!.n).toBe(0);
}, 90_000);
