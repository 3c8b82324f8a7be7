import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('else goes on in a new task, after what was already waiting', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const waiting = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('a task queued before');
        resolve();
      }),
    );
    const turn = yieldToMain().then(() => order.push('after the yield'));
    // Not in the same task: a microtask checkpoint does not end the yield.
    await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all([waiting, turn]);
    expect(order).toContain('after the yield');
  });
});
