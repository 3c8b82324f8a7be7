import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_ROUTES, runFuzz } from '../tests/support/fuzz';
import { startTestServer, type TestServer } from '../tests/support/test-server';

// Generated requests for every route (150 each; logins, registrations and narration fewer, see
// FuzzRoute.suiteShare), from the zod schemas in common/ (tests/support/fuzz.ts).
// No provider keys are set, so a route that would call one answers its documented 503.
let server: TestServer;
beforeAll(async () => {
  // The rate limiter has its own tests; here it would turn most answers into 429s.
  server = await startTestServer({}, {}, { rateLimitPerMinute: 1_000_000 });
});
afterAll(() => server.close());

describe('fuzzed requests', () => {
  it('never answer 5xx (but a provider 502/503) and leave the server answering', async () => {
    const result = await runFuzz(server.url, {
      perRoute: 150,
      concurrency: 8,
      seed: 16,
      timeoutMs: 15_000,
      shares: true,
    });
    // 150 a route, 15 for each password route and 38 for narration (their suite shares).
    expect(result.requests).toBe(FUZZ_ROUTES.length * 150 - 2 * 135 - 112);
    expect(result.failures).toEqual([]);
    // Every route saw a client error (the fuzz reached validation) and something else.
    for (const route of FUZZ_ROUTES) {
      const statuses = Object.keys(result.counts[route.path] ?? {}).map(Number);
      expect(statuses.some((status) => status >= 400 && status < 500)).toBe(true);
    }
    const status = await fetch(`${server.url}/api/status`);
    expect(status.status).toBe(200);
    expect(server.logs()).not.toMatch(/"level":60/); // nothing fatal
  }, 240_000);
});
