// Stopping the job queue hands every job back to the database before the pool closes: a fetch
// under way when stop begins, and a job that outruns the grace (the CI failure of stop 47, where
// a restarted server waited five minutes for a job left active).
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_JOB_SETTINGS } from '../config';
import { type DatabaseHandle, openDatabase, type SqlExecutor } from '../db/client';
import { startJobQueue } from './job-queue';

const QUEUE = 'batch-file';
const JOB_ID = '00000000-0000-4000-8000-00000000000a';
const log = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** A gate the test opens: statements or a job wait at it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function jobState(executeSql: SqlExecutor) {
  const { rows } = await executeSql('SELECT state FROM pgboss.job WHERE id = $1', [JOB_ID]);
  return rows[0]?.state;
}

it('hands back a job whose fetch was under way when the queue stopped, without starting it', async () => {
  handle = await openDatabase({ dataDir: '', inMemory: true });
  const database = handle.executeSql;
  let holdFetches = false;
  const fetchGate = gate();
  let fetchHeld: () => void = () => {};
  const fetchReached = new Promise<void>((resolve) => {
    fetchHeld = resolve;
  });
  // pg-boss's fetch is the statement that locks the next job; once the job is queued, the
  // next fetch waits at the gate, as one would on a slow database.
  const executeSql: SqlExecutor = async (text, values) => {
    if (holdFetches && text.includes('SKIP LOCKED')) {
      holdFetches = false;
      fetchHeld();
      await fetchGate.opened;
    }
    return database(text, values);
  };
  const queue = await startJobQueue(executeSql, DEFAULT_JOB_SETTINGS, log, [QUEUE]);
  let started = 0;
  await queue.work(QUEUE, 1, async () => {
    started++;
  });
  holdFetches = true;
  await queue.enqueue(QUEUE, [{ id: JOB_ID, data: {}, priority: 0 }]);
  await fetchReached;

  const stopped = queue.stop(1_000);
  setTimeout(fetchGate.open, 50);
  await stopped;

  expect(started).toBe(0);
  // Failed back for a retry, not left active until it expires.
  expect(await jobState(database)).toBe('retry');
});

it('fails back a job that outruns the grace, and its late end reaches no closed pool', async () => {
  handle = await openDatabase({ dataDir: '', inMemory: true });
  const database = handle.executeSql;
  const queue = await startJobQueue(database, DEFAULT_JOB_SETTINGS, log, [QUEUE]);
  const jobGate = gate();
  let jobReached: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    jobReached = resolve;
  });
  await queue.work(QUEUE, 1, async () => {
    jobReached();
    await jobGate.opened;
  });
  await queue.enqueue(QUEUE, [{ id: JOB_ID, data: {}, priority: 0 }]);
  await reached;

  await queue.stop(1_000);
  expect(await jobState(database)).toBe('retry');
  await handle.close();
  handle = undefined;
  // The job ends after the pool closed: pg-boss's complete must not be a rejection no one
  // handles (vitest fails the run on one).
  jobGate.open();
  await new Promise((resolve) => setTimeout(resolve, 200));
});
