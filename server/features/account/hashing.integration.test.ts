import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';
import { poolLoads } from '../../lib/worker-pool';
import { HASHING_BUSY, HASHING_LIMITS } from './passwords';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a burst of sign-ins from one address', { timeout: 120_000 }, () => {
  it('is hashed in a bounded pool of its own, and what does not fit is refused with Retry-After', async () => {
    // Thirty at once, each for another unknown name: within the per-address attempt limit, and
    // each one a full-cost hash (against the dummy), as a real burst would be.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(
          `${server.url}/api/auth/login`,
          postJson({ username: `nobody-${index}`, password: 'a wrong password' }),
        ),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(refused.length + checked.length).toBe(30);
    // The pool holds its threads and its queue, no more: the rest is refused at once.
    expect(checked.length).toBeGreaterThanOrEqual(HASHING_LIMITS.size);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe(String(HASHING_LIMITS.busyRetryAfterSeconds));
      expect(await answer.json()).toEqual({ message: HASHING_BUSY });
    }
    const hashing = poolLoads().filter((load) => load.name === 'hash-worker');
    expect(hashing.length).toBeGreaterThan(0);
    for (const load of hashing) expect(load.workers).toBeLessThanOrEqual(HASHING_LIMITS.size);
  });
});
