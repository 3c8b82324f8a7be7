import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { DEFAULT_JOB_SETTINGS } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { type JobQueue, startJobQueue } from './job-queue';

const INSTANCES = 4;
/** The queue's own warnings are not what this test reads. */
const log = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
let database: TestDatabase;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: process.env.TEST_DATABASE_URL! });
  for (let i = 0; i < INSTANCES; i++) {
    handles.push(await openDatabase({ databaseUrl: database.url, dataDir: '' }));
  }
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

describe('the job queue on a new PostgreSQL database', () => {
  it('starts in every instance that starts at once, each finding the schema the first made', async () => {
    const queues: JobQueue[] = await Promise.all(
      handles.map((handle) =>
        startJobQueue(handle.executeSql, DEFAULT_JOB_SETTINGS, log, ['batch-file']),
      ),
    );
    try {
      const id = '00000000-0000-4000-8000-000000000001';
      await queues[0]!.enqueue('batch-file', [{ id, data: {}, priority: 0 }]);
      // One queue for all: a job queued through one instance is seen by the others.
      for (const queue of queues.slice(1))
        expect(await queue.missing('batch-file', [id])).toEqual([]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop(0)));
    }
  });
});
