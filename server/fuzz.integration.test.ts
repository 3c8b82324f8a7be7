import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../tests/support/fuzz';
import { type FuzzRoute, fetchFuzzRoutes } from '../tests/support/fuzz-routes';
import { startTestServer, type TestServer } from '../tests/support/test-server';

// Generated requests for every route that takes a body, as the server's OpenAPI document lists
// them (150 each; logins, registrations and narration fewer, see FuzzRoute.suiteShare), from
// the schemas it gives (tests/support/fuzz.ts, fuzz-routes.ts).
// No provider keys are set, so a route that would call one answers its documented 503.
let server: TestServer;
let routes: FuzzRoute[];
beforeAll(async () => {
  // The rate limiter has its own tests; here it would turn most answers into 429s.
  server = await startTestServer({}, {}, { rateLimitPerMinute: 1_000_000 });
  routes = await fetchFuzzRoutes(server.url);
});
afterAll(() => server.close());

describe('fuzzed requests', () => {
  it('reach every route with a body, each library kind, and the upload forms by their field', () => {
    const labels = routes.map((route) => route.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'POST /api/transform',
        'POST /api/auth/login',
        'POST /api/library/styles',
        'POST /api/library/contents',
        'PATCH /api/library/contents/1',
        'POST /api/library/contents/1/documents',
        'POST /api/gpt-bypass/re-rewrite/00000000-0000-4000-8000-000000000000',
      ]),
    );
    // Routes without a body (GET /api/status, POST /api/auth/logout) have nothing to fuzz.
    expect(labels).not.toContain('POST /api/auth/logout');
    expect(labels.some((label) => label.startsWith('GET '))).toBe(false);
    const field = (label: string) => routes.find((route) => route.label === label)?.fileField;
    expect(field('POST /api/transcribe')).toBe('audio');
    expect(field('POST /api/extract-text')).toBe('document');
    expect(field('POST /api/library/styles/1/upload')).toBe('file');
    expect(routes.find((route) => route.label === 'POST /api/ocr-extract')?.schema).toBeDefined();
  });

  it('never answer 5xx (but a provider 502/503) and leave the server answering', async () => {
    const result = await runFuzz(server.url, routes, {
      perRoute: 150,
      concurrency: 8,
      seed: 16,
      // A sign-in may wait in the hashing pool's bounded queue behind others (decision
      // docs/decisions/135-password-hashing-pool.md): on a loaded two-core machine, past 15 s.
      timeoutMs: 30_000,
      shares: true,
    });
    // 150 a route, 15 for each password route and 38 for narration (their suite shares).
    expect(result.requests).toBe(routes.length * 150 - 2 * 135 - 112);
    const sent = (label: string) =>
      Object.values(result.counts[label] ?? {}).reduce((sum, count) => sum + count, 0);
    expect([sent('POST /api/auth/login'), sent('POST /api/tts'), sent('POST /api/keys')]).toEqual([
      15, 38, 150,
    ]);
    expect(result.failures).toEqual([]);
    // Every route saw a client error (the fuzz reached validation), but the Stripe webhook:
    // without payment keys it answers its documented 503 before it reads the event.
    const unvalidated = routes
      .filter((route) =>
        Object.keys(result.counts[route.label] ?? {})
          .map(Number)
          .every((status) => status < 400 || status >= 500),
      )
      .map((route) => route.label);
    expect(unvalidated).toEqual(['POST /api/stripe/webhook']);
    expect(result.counts['POST /api/stripe/webhook']).toEqual({ 503: 150 });
    const status = await fetch(`${server.url}/api/status`);
    expect(status.status).toBe(200);
    expect(server.logs()).not.toMatch(/"level":60/); // nothing fatal
  }, 240_000);
});
