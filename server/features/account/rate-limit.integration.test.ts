import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';

// Low limits so that the test reaches them quickly; the defaults are in attempt-limiter.ts.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {},
    {
      attemptLimits: { perIp: 7, perUsername: 3, windowMs: 60_000 },
    },
  );
});
afterAll(() => server.close());

const attempt = (path: string, username: string, password = 'wrong password 1') =>
  fetch(`${server.url}${path}`, postJson({ username, password }));

describe('login and registration rate limits', () => {
  it('stop guessing one username after its limit, even with the right password', async () => {
    const registered = await attempt('/api/auth/register', 'target', 'the real password');
    expect(registered.status).toBe(201);
    expect((await attempt('/api/auth/login', 'target')).status).toBe(401);
    expect((await attempt('/api/auth/login', 'TARGET')).status).toBe(401);
    const limited = await attempt('/api/auth/login', 'target', 'the real password');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });
    expect(limited.headers.get('retry-after')).toBe('60');
  });

  it('stop one address after its limit, across usernames and registrations', async () => {
    // Four attempts were spent above; three more reach the address limit of seven.
    expect((await attempt('/api/auth/login', 'u1')).status).toBe(401);
    expect((await attempt('/api/auth/register', 'u2', 'a fine password')).status).toBe(201);
    expect((await attempt('/api/auth/login', 'u3')).status).toBe(401);
    const limited = await attempt('/api/auth/register', 'u4', 'a fine password');
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/^Too many sign-in attempts/);
  });
});
