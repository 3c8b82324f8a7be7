import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitStore } from './shared-limits';

// A real client for a Redis that is not there (port 1 on loopback): every command fails at
// once, as it does for an instance whose Redis went away (no offline queue, lib/redis.ts).
const unreachable = new Redis('redis://127.0.0.1:1', {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
afterAll(() => unreachable.disconnect());

const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 3),
  );

describe('the API rate limit with Redis unreachable', () => {
  it("falls back to the instance's own count instead of letting every request through", async () => {
    const { store: Store } = rateLimitStore({ client: unreachable, keyPrefix: 'test:' });
    expect(Store).toBeDefined();
    const store = new Store!({ continueExceeding: false, exponentialBackoff: false } as never);
    const counts = [];
    for (let index = 0; index < 5; index++)
      counts.push((await count(store, '203.0.113.1')).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    // Another address has its own count.
    expect((await count(store, '198.51.100.2')).current).toBe(1);
  });
});
