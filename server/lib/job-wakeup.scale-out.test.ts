// A job queued by a process that works no jobs (a web instance with WORKER=off) wakes an idle
// worker in another process at once, through PostgreSQL's notices or Redis pub/sub (decision
// 245). The workers' poll is set to 60 s, longer than this test may take: the jobs start only
// because they were woken. PostgreSQL pass only (scripts/test-integration.mjs).
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { DEFAULT_JOB_SETTINGS } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { startJobQueue } from './job-queue';
import { type JobWakeup, postgresWakeup, redisWakeup } from './job-wakeup';
import { closeRedis, openRedis, type SharedRedis } from './redis';

const log = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const QUEUE = 'wake-test';
/** Longer than the test's own timeout: a job that waited for the poll would fail it. */
const settings = { ...DEFAULT_JOB_SETTINGS, pollSeconds: 60 };
let database: TestDatabase;
let web: DatabaseHandle;
let worker: DatabaseHandle;
const redises: SharedRedis[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: process.env.TEST_DATABASE_URL! });
  web = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  worker = await openDatabase({ databaseUrl: database.url, dataDir: '' });
});

afterAll(async () => {
  await Promise.all(redises.map((redis) => closeRedis(redis)));
  await Promise.all([web?.close(), worker?.close()]);
  await database?.drop();
});

async function sharedRedis(keyPrefix: string) {
  const redis = await openRedis(
    { url: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379', keyPrefix },
    log,
  );
  redises.push(redis);
  return redis;
}

const wakeups: Record<string, () => Promise<{ web: JobWakeup; worker: JobWakeup }>> = {
  'PostgreSQL LISTEN/NOTIFY': async () => ({
    web: postgresWakeup(database.url, web.executeSql, log),
    worker: postgresWakeup(database.url, worker.executeSql, log),
  }),
  'Redis pub/sub': async () => {
    const prefix = `redraft-test-${randomBytes(6).toString('hex')}:`;
    return {
      web: redisWakeup(await sharedRedis(prefix), log),
      worker: redisWakeup(await sharedRedis(prefix), log),
    };
  },
};

describe.each(Object.keys(wakeups))('waking workers with %s', (name) => {
  it('starts a job queued by another process while the worker is idle', async () => {
    const pair = await wakeups[name]!();
    const queueOnly = await startJobQueue(web.executeSql, settings, log, [QUEUE], pair.web);
    const working = await startJobQueue(worker.executeSql, settings, log, [QUEUE], pair.worker);
    try {
      const started: string[] = [];
      let onStart: (id: string) => void = () => {};
      await working.work(QUEUE, 1, async (job) => {
        started.push(job.id);
        onStart(job.id);
      });
      const runs = (id: string) =>
        new Promise<void>((resolve) => {
          onStart = (seen) => seen === id && resolve();
        });
      // The first job may be found by the worker's first fetch; after it the loop goes idle.
      const first = randomUUID();
      const firstRan = runs(first);
      await queueOnly.enqueue(QUEUE, [{ id: first, data: {}, priority: 0 }]);
      await firstRan;
      // Let the loop fetch once more, find nothing, and wait for its 60 s poll.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const second = randomUUID();
      const secondRan = runs(second);
      await queueOnly.enqueue(QUEUE, [{ id: second, data: {}, priority: 0 }]);
      await secondRan;
      expect(started).toEqual([first, second]);
    } finally {
      await Promise.all([queueOnly.stop(0), working.stop(0)]);
    }
  }, 30_000);
});
