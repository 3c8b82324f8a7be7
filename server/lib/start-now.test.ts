import { describe, expect, it } from 'vitest';
import { startNow } from './start-now';

describe('startNow', () => {
  it('runs the source up to its first value before anyone reads', async () => {
    const steps: string[] = [];
    async function* source() {
      steps.push('started');
      yield 1;
      steps.push('resumed');
      yield 2;
      return 'end';
    }
    const started = startNow(source());
    expect(steps).toEqual(['started']);
    expect(await started.next()).toEqual({ value: 1, done: false });
    expect(await started.next()).toEqual({ value: 2, done: false });
    expect(await started.next()).toEqual({ value: 'end', done: true });
    expect(steps).toEqual(['started', 'resumed']);
  });

  it('hands on an early failure to the reader instead of leaving it unhandled', async () => {
    async function* failing(reason: string): AsyncGenerator<number> {
      if (reason) throw new Error(reason);
      yield 1;
    }
    const started = startNow(failing('provider refused'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(started.next()).rejects.toThrow('provider refused');
  });

  it('closes the source when the reader stops early', async () => {
    let closed = false;
    async function* source() {
      try {
        yield 1;
        yield 2;
      } finally {
        closed = true;
      }
    }
    const started = startNow(source());
    expect((await started.next()).value).toBe(1);
    await started.return(undefined);
    expect(closed).toBe(true);
  });
});
