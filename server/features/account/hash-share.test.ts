import { describe, expect, it } from 'vitest';
import { TryAgainLater } from '../../lib/errors';
import { createHashShare, HASHES_PER_ADDRESS } from './hash-share';
import { HASHING_LIMITS } from './passwords';

describe("one address's share of the hashing pool", () => {
  it('is half of the threads and queue, rounded up', () => {
    expect(HASHES_PER_ADDRESS).toBe(Math.ceil((HASHING_LIMITS.size + HASHING_LIMITS.maxQueue) / 2));
    expect(HASHES_PER_ADDRESS).toBeLessThan(HASHING_LIMITS.size + HASHING_LIMITS.maxQueue);
  });

  it('refuses an address past its share while another address still gets in, and frees it after', async () => {
    const share = createHashShare(2);
    const gates: (() => void)[] = [];
    const held = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const first = share('203.0.113.1', held);
    const second = share('203.0.113.1', held);
    const refused = await share('203.0.113.1', held).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TryAgainLater);
    expect((refused as TryAgainLater).retryAfterSeconds).toBe(HASHING_LIMITS.busyRetryAfterSeconds);
    const other = share('198.51.100.7', held);
    for (const open of gates) open();
    expect(await Promise.all([first, second, other])).toEqual(['done', 'done', 'done']);
    const again = share('203.0.113.1', async () => 'again');
    expect(await again).toBe('again');
  });

  it('frees the share when the work fails', async () => {
    const share = createHashShare(1);
    await expect(share('203.0.113.1', async () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(await share('203.0.113.1', async () => 'free')).toBe('free');
  });
});
