// A batch outlives its server: stopped mid-batch, a server started again on the same database
// finishes it, and every file is checked exactly once (decision 199).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Batch } from '@common/batches';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { batchForm, essayFiles } from '../../../tests/support/batch-files';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../tests/support/test-server';
import { batchFiles } from '../../db/schema';

const dataDir = mkdtempSync(join(tmpdir(), 'redraft-batches-'));
let database: TestDatabase | undefined;
let server: TestServer | undefined;

afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The same database each time: PostgreSQL when the run has one, else PGlite on disk. */
async function start(): Promise<TestServer> {
  const store = database
    ? { databaseUrl: database.url }
    : { inMemoryDatabase: false, databaseUrl: undefined, dataDir };
  // One file at a time, so that the stop finds the batch part way.
  return startTestServer(store, { WORKER_CONCURRENCY: '1', SESSION_SECRET: 'x'.repeat(32) });
}

const doneCount = (batch: Batch) => batch.files.filter((file) => file.status === 'done').length;

it('finishes a batch after a restart, each file checked exactly once', async () => {
  database = await createTestDatabase();
  server = await start();
  // Enough that the stop finds most of them waiting; each is checked one at a time, so more
  // would only lengthen the wait for the end (docs/decisions/233-ci-time-where-it-went.md).
  const files = essayFiles(10, 'restart');
  const created = await fetch(`${server.url}/api/batches`, {
    method: 'POST',
    body: batchForm(files),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // The visitor's session cookie: the batch is theirs on whichever server answers.
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const read = async () =>
    (await (
      await fetch(`${server!.url}/api/batches/${id}`, { headers: { cookie } })
    ).json()) as Batch;

  // Stopped as soon as a few files are done: the running one ends, the rest wait in the queue.
  while (doneCount(await read()) < 3) await new Promise((r) => setTimeout(r, 20));
  await server.close();
  server = undefined;

  server = await start();
  let batch = await read();
  expect(doneCount(batch)).toBeLessThan(files.length);
  for (let i = 0; i < 1200 && batch.status !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    batch = await read();
  }
  expect(batch.status).toBe('done');
  expect(batch.files.every((file) => file.status === 'done')).toBe(true);
  const rows = await server.app.redraft.db
    .select({ attempts: batchFiles.attempts })
    .from(batchFiles)
    .where(eq(batchFiles.batchId, id));
  expect(rows.map((row) => row.attempts)).toEqual(Array(files.length).fill(1));
  // Two starts of a database on disk (PGlite's first runs initdb): minutes on a loaded machine.
}, 300_000);
