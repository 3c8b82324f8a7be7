import { describe, expect, it } from 'vitest';
import { orderedStreams } from './ordered-streams';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function task(name: string, parts: number, delayMs: number, log: string[]) {
  return async function* (signal: AbortSignal) {
    log.push(`start ${name}`);
    for (let i = 0; i < parts; i++) {
      await sleep(delayMs);
      if (signal.aborted) {
        log.push(`aborted ${name}`);
        return;
      }
      yield `${name}${i}`;
    }
  };
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

describe('orderedStreams', () => {
  it('yields items in task order even when later tasks finish first', async () => {
    const log: string[] = [];
    const events = await collect(
      orderedStreams([task('a', 3, 15, log), task('b', 2, 1, log), task('c', 2, 1, log)], 3),
    );
    const items = events.flatMap((event) => ('item' in event ? [event.item] : []));
    expect(items).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'c0', 'c1']);
    expect(events.filter((event) => 'finished' in event).map((event) => event.index)).toEqual([
      0, 1, 2,
    ]);
  });

  it('keeps at most `concurrency` tasks in flight', async () => {
    const log: string[] = [];
    const iterator = orderedStreams(
      [task('a', 2, 20, log), task('b', 2, 30, log), task('c', 1, 1, log)],
      2,
    );
    await iterator.next();
    expect(log).toEqual(['start a', 'start b']);
    await collect(iterator);
    expect(log).toContain('start c');
  });

  it('runs one task at a time with concurrency 1', async () => {
    const log: string[] = [];
    await collect(orderedStreams([task('a', 1, 5, log), task('b', 1, 5, log)], 1));
    expect(log).toEqual(['start a', 'start b']);
  });

  it("passes a task's error on, in order, and stops the others", async () => {
    const log: string[] = [];
    const failing = async function* () {
      await sleep(5);
      yield 'x0';
      throw new Error('upstream broke');
    };
    const slow = task('b', 5, 20, log);
    await expect(collect(orderedStreams([failing, slow], 2))).rejects.toThrow('upstream broke');
    await sleep(60);
    expect(log).toContain('aborted b');
  });

  it('stops every task when the reader stops early', async () => {
    const log: string[] = [];
    for await (const event of orderedStreams([task('a', 5, 10, log), task('b', 5, 10, log)], 2)) {
      if ('item' in event) break;
    }
    await sleep(40);
    expect(log).toContain('aborted a');
    expect(log).toContain('aborted b');
  });

  it('stops when the caller aborts', async () => {
    const log: string[] = [];
    const controller = new AbortController();
    const run = collect(orderedStreams([task('a', 50, 5, log)], 1, controller.signal));
    await sleep(20);
    controller.abort();
    await run.catch(() => undefined);
    await sleep(20);
    expect(log).toContain('aborted a');
  });
});
