import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { runtimeReserveMb, WorkerPool } from './worker-pool';

const script = new URL('../../tests/support/workers/misbehaving-worker.mjs', import.meta.url);
let pool: WorkerPool;
afterEach(() => pool?.close());

type Options = Partial<ConstructorParameters<typeof WorkerPool>[0]>;
const make = (options: Options = {}) => {
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

describe.each(['thread', 'process'] as const)('the worker pool (%s)', (isolation) => {
  // A child process starts in a second or two on a busy machine; its clock runs from the start.
  const limit = isolation === 'process' ? 2 : 0.5;

  it('runs jobs and reuses its worker', async () => {
    make({ isolation, timeoutMs: limit * 1000 });
    expect(await pool.run('a')).toBe('echo a');
    const [thread] = pool.threadIds;
    expect(await pool.run('b')).toBe('echo b');
    expect(pool.threadIds).toEqual([thread]);
  });

  it('stops a job that runs past the time limit, and serves the next one with a fresh worker', async () => {
    make({ isolation, timeoutMs: limit * 1000 });
    const looping = pool.run('loop');
    const queued = pool.run('after');
    const error = await failure(looping);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      `Reading the file took longer than ${limit} seconds, so it was stopped.`,
    );
    expect(await queued).toBe('echo after');
  });

  it('answers 413 when a job exceeds the memory limit', async () => {
    make({ isolation, timeoutMs: 20_000 });
    const error = await failure(pool.run('eat'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'The file needs more than 32 MB of memory to read, so it was not processed.',
    );
    expect(await pool.run('again')).toBe('echo again');
  });

  it('answers 422 when the worker dies or its parser throws', async () => {
    make({ isolation, timeoutMs: limit * 1000 });
    expect((await failure(pool.run('exit'))).statusCode).toBe(422);
    expect((await failure(pool.run('throw'))).message).toBe(
      'The file could not be read: it seems to be damaged.',
    );
    expect(await pool.run('fine')).toBe('echo fine');
  });

  it('refuses work beyond its queue at once', async () => {
    make({ isolation, timeoutMs: limit * 600 });
    const jobs = [pool.run('loop'), pool.run('x'), pool.run('y')];
    const refused = await failure(pool.run('z'));
    expect(refused.statusCode).toBe(503);
    await Promise.allSettled(jobs);
  });
});

describe('the worker pool queue', () => {
  it('serves waiting callers in turns: a second caller is not left behind a burst', async () => {
    make({ timeoutMs: 5_000, maxQueue: 10 });
    const order: string[] = [];
    const track = (payload: string, caller: string) =>
      pool.run<string>(payload, [], { caller }).then((value) => order.push(value));
    const burst = ['a1', 'a2', 'a3', 'a4'].map((payload) => track(payload, 'a'));
    const single = track('b1', 'b');
    await Promise.all([...burst, single]);
    // a1 took the worker at once; b1 is served at the first turn after it.
    expect(order).toEqual(['echo a1', 'echo a2', 'echo b1', 'echo a3', 'echo a4']);
  });

  it("refuses a caller's jobs past its share at once, and takes another caller's", async () => {
    make({ timeoutMs: 1_000, maxQueue: 4, perCallerQueue: 2 });
    const jobs = [pool.run('loop', [], { caller: 'a' }), pool.run('x', [], { caller: 'a' })];
    jobs.push(pool.run('y', [], { caller: 'a' }));
    const refused = await failure(pool.run('z', [], { caller: 'a' }));
    expect(refused.statusCode).toBe(503);
    expect(refused.message).toBe('The server is busy reading other files. Please try again.');
    jobs.push(pool.run('w', [], { caller: 'b' }));
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('refuses a job that waited past the wait limit with the busy message', async () => {
    make({ timeoutMs: 1_000, maxQueue: 4, maxWaitMs: 200 });
    const looping = pool.run('loop');
    const waiting = failure(pool.run('x'));
    expect((await waiting).statusCode).toBe(503);
    expect(pool.load.queued).toBe(0);
    await Promise.allSettled([looping]);
  });
});

describe('the worker pool with child processes', () => {
  const makeProcess = (options: Options = {}) =>
    make({ isolation: 'process', heapMb: 64, memoryMb: 256, timeoutMs: 20_000, ...options });

  it("runs a job under the writers' 512 MB cap on this Node.js (Node 24 reserves more at start)", async () => {
    makeProcess({ heapMb: 256, memoryMb: 512 });
    expect(await pool.run('small')).toBe('echo small');
  });

  it('adds the memory V8 reserves at start from Node 24 on to the cap', () => {
    expect(runtimeReserveMb('20.19.0')).toBe(0);
    expect(runtimeReserveMb('22.12.0')).toBe(0);
    expect(runtimeReserveMb('24.0.0')).toBe(512);
  });

  it('bounds memory outside the V8 heap too: buffers past the cap answer 413', async () => {
    makeProcess();
    const error = await failure(pool.run('eat-buffers'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'The file needs more than 256 MB of memory to read, so it was not processed.',
    );
    expect(await pool.run('again')).toBe('echo again');
  });

  it('ends a child that holds a spike of memory after its job, so the memory goes back', async () => {
    makeProcess({ recycleAboveMb: 64 });
    expect(await pool.run('first')).toBe('echo first');
    const [before] = pool.threadIds;
    expect(await pool.run('grow')).toBe('grown');
    expect(pool.threadIds).toEqual([]);
    expect(await pool.run('next')).toBe('echo next');
    expect(pool.threadIds).not.toEqual([before]);
  });

  it('ends an idle child after the idle time', async () => {
    makeProcess({ idleMs: 100 });
    expect(await pool.run('once')).toBe('echo once');
    expect(pool.threadIds).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.threadIds).toEqual([]);
  });

  it('speaks of its own work in its messages', async () => {
    makeProcess({ timeoutMs: 3000, messages: { timeout: 'Writing took over {seconds} s.' } });
    expect((await failure(pool.run('loop'))).message).toBe('Writing took over 3 s.');
  });
});
