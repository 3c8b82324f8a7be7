import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { WorkerPool } from './worker-pool';

const script = new URL('../../tests/support/workers/misbehaving-worker.mjs', import.meta.url);
let pool: WorkerPool;
afterEach(() => pool?.close());

const make = (options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) => {
  pool = new WorkerPool({ script, size: 1, timeoutMs: 500, heapMb: 32, maxQueue: 2, ...options });
  return pool;
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the parsing worker pool', () => {
  it('runs jobs and reuses its worker', async () => {
    make();
    expect(await pool.run('a')).toBe('echo a');
    const [thread] = pool.threadIds;
    expect(await pool.run('b')).toBe('echo b');
    expect(pool.threadIds).toEqual([thread]);
  });

  it('stops a job that runs past the time limit, and serves the next one with a fresh worker', async () => {
    make();
    const looping = pool.run('loop');
    const queued = pool.run('after');
    const error = await failure(looping);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Reading the file took longer than 0.5 seconds, so it was stopped.');
    expect(await queued).toBe('echo after');
  });

  it('answers 413 when a job exceeds the memory limit', async () => {
    make({ timeoutMs: 20_000 });
    const error = await failure(pool.run('eat'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'The file needs more than 32 MB of memory to read, so it was not processed.',
    );
    expect(await pool.run('again')).toBe('echo again');
  });

  it('answers 422 when the worker dies or its parser throws', async () => {
    make();
    expect((await failure(pool.run('exit'))).statusCode).toBe(422);
    expect((await failure(pool.run('throw'))).message).toBe(
      'The file could not be read: it seems to be damaged.',
    );
    expect(await pool.run('fine')).toBe('echo fine');
  });

  it('refuses work beyond its queue at once', async () => {
    make({ timeoutMs: 300 });
    const jobs = [pool.run('loop'), pool.run('x'), pool.run('y')];
    const refused = await failure(pool.run('z'));
    expect(refused.statusCode).toBe(503);
    await Promise.allSettled(jobs);
  });
});
