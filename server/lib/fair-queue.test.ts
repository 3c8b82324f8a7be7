import { afterEach, describe, expect, it, vi } from 'vitest';
import { FairQueue } from './fair-queue';

const drain = (queue: FairQueue<string>) => queue.drain();

/** A queue whose items expire after 1 s (fake timers), recording what expired. */
function expiringQueue(mayExpire?: () => boolean) {
  vi.useFakeTimers();
  const expired: string[] = [];
  const queue = new FairQueue<string>({
    maxItems: 10,
    perCaller: 10,
    maxWaitMs: 1_000,
    expired: (item) => expired.push(item),
    mayExpire,
  });
  return { queue, expired };
}

describe('the fair queue', () => {
  afterEach(() => vi.useRealTimers());

  it('serves callers in turns, each caller its own items oldest first', () => {
    const queue = new FairQueue<string>({ maxItems: 10, perCaller: 10 });
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it("puts a newcomer's single item before the rest of an earlier burst", () => {
    const queue = new FairQueue<string>({ maxItems: 10, perCaller: 10 });
    for (let i = 1; i <= 5; i++) queue.push('burst', `burst${i}`);
    expect(queue.shift()).toBe('burst1');
    queue.push('single', 'single');
    expect(queue.shift()).toBe('burst2');
    expect(queue.shift()).toBe('single');
  });

  it('refuses a caller past its share while others still get in, and everyone when full', () => {
    const queue = new FairQueue<string>({ maxItems: 4, perCaller: 2 });
    expect(queue.push('a', 'a1')).toBeNull();
    expect(queue.push('a', 'a2')).toBeNull();
    expect(queue.push('a', 'a3')).toBe('caller-full');
    expect(queue.push('b', 'b1')).toBeNull();
    expect(queue.push('c', 'c1')).toBeNull();
    expect(queue.push('d', 'd1')).toBe('full');
    expect(queue.size).toBe(4);
    // A served item makes room again, for the same caller too.
    expect(queue.shift()).toBe('a1');
    expect(queue.push('a', 'a3')).toBeNull();
  });

  it('counts weight against the bound, so a few long items fill it', () => {
    const queue = new FairQueue<string>({ maxItems: 10, perCaller: 10 });
    expect(queue.push('a', 'long', 8)).toBeNull();
    expect(queue.push('b', 'longer', 3)).toBe('full');
    expect(queue.push('b', 'short', 2)).toBeNull();
    queue.shift();
    expect(queue.push('b', 'longer', 3)).toBeNull();
  });

  it('hands back an item that waited too long and serves the rest', () => {
    const { queue, expired } = expiringQueue();
    queue.push('a', 'early');
    vi.advanceTimersByTime(600);
    queue.push('b', 'late');
    vi.advanceTimersByTime(500);
    expect(expired).toEqual(['early']);
    expect(queue.size).toBe(1);
    expect(queue.shift()).toBe('late');
    vi.advanceTimersByTime(5_000);
    expect(expired).toEqual(['early']);
  });

  it('lets items wait on while it may not expire them yet', () => {
    let starting = true;
    const { queue, expired } = expiringQueue(() => !starting);
    queue.push('a', 'a1');
    vi.advanceTimersByTime(2_500);
    expect(expired).toEqual([]);
    starting = false;
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual(['a1']);
    expect(queue.size).toBe(0);
  });
});
