// Two instances of the server on one PostgreSQL database and one Redis behave as one. This needs
// PostgreSQL: PGlite admits one process per data directory, so two instances cannot share it.
// scripts/test-integration.mjs runs this file (vitest project "scale-out") in its PostgreSQL pass.
import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { usageCost } from '@common/credits';
import { transformRequestSchema } from '@common/transform';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeAnthropic,
  type FakeOpenAI,
  startFakeAnthropic,
  startFakeOpenAI,
} from '../tests/fakes';
import { type FakeStripe, startFakeStripe } from '../tests/fakes/stripe';
import {
  createTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from '../tests/support/test-server';
import { grantCredits } from './credits/operator';
import { estimatePromptTokens, MAX_OUTPUT_TOKENS } from './credits/text-usage';
import { creditLedger, users } from './db/schema';
import { createPasswordHasher } from './features/account/passwords';
import { register } from './features/account/service';
import { rewritePrompts } from './features/workspace/service';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// This run's own keys in the shared Redis, removed afterwards.
const keyPrefix = `redraft-test-${randomBytes(6).toString('hex')}:`;
const RATE_LIMIT = 200;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestServer;
let b: TestServer;
let anthropic: FakeAnthropic;
let openai: FakeOpenAI;
let stripe: FakeStripe;
let redis: Redis;

beforeAll(async () => {
  if (!adminUrl) {
    throw new Error(
      'The scale-out tests need PostgreSQL (TEST_DATABASE_URL): PGlite admits one process per data directory. npm run test:integration runs them when DATABASE_URL is set.',
    );
  }
  database = await createTestDatabase();
  redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  [anthropic, openai, stripe] = await Promise.all([
    startFakeAnthropic(),
    startFakeOpenAI(),
    startFakeStripe(),
  ]);
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    CREDITS_ENFORCED: 'true',
    ANTHROPIC_API_KEY: anthropic.apiKey!,
    ANTHROPIC_BASE_URL: `${anthropic.url}/v1`,
    // No operator key for OpenAI: a caller's own key, saved through one instance, is used.
    OPENAI_BASE_URL: `${openai.url}/v1`,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
  const options = {
    rateLimitPerMinute: RATE_LIMIT,
    // The default ten attempts per username; the address limit is raised, since every request
    // of this file comes from 127.0.0.1.
    attemptLimits: { perIp: 1_000, perUsername: 10, windowMs: 15 * 60_000 },
  };
  // Both start at once, as two replicas do: the migrations run once, under a lock.
  const start = () => startTestServer({ databaseUrl: database!.url }, env, options);
  [a, b] = await Promise.all([start(), start()]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
  await Promise.all([anthropic?.close(), openai?.close(), stripe?.close()]);
  if (redis) {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

/** One browser (one cookie jar) whose requests go to either instance, as behind a balancer. */
function balancedBrowser() {
  const jar = new Map<string, string>();
  return async (server: TestServer, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, server.url), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return response;
  };
}

const both = () => [a, b] as const;
let names = 0;
const uniqueName = (stem: string) => `${stem}-${names++}`;

async function signUp(server: TestServer, username = uniqueName('user')) {
  const browser = balancedBrowser();
  const response = await browser(
    server,
    '/api/auth/register',
    postJson({ username, password: 'a long password' }),
  );
  expect(response.status).toBe(201);
  return { browser, username };
}

const balance = async (username: string) =>
  (
    await a.app.redraft.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.username, username))
  )[0]!.credits;

describe('two instances on one PostgreSQL database and one Redis (PostgreSQL pass only: PGlite admits one process per data directory)', () => {
  it('answer readiness with the database and Redis checked', async () => {
    for (const server of both()) {
      const response = await fetch(`${server.url}/api/health/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
    }
  });

  it('share sessions: signed up on one, signed in on the other, signed out on both', async () => {
    const { browser, username } = await signUp(a);
    const onB = await browser(b, '/api/auth/user');
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual({ username, credits: 0 });
    expect((await browser(b, '/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await browser(a, '/api/auth/user')).status).toBe(401);
  });

  it('share sealed keys: a key saved through one instance is used by the other', async () => {
    openai.reset();
    const browser = balancedBrowser();
    const saved = await browser(a, '/api/keys', postJson({ OPENAI_API_KEY: openai.apiKey }));
    expect(saved.status).toBe(200);
    const rewrite = await browser(
      b,
      '/api/transform',
      postJson({ text: 'A text to rewrite.', model: 'gpt-4o' }),
    );
    expect(rewrite.status).toBe(200);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]!.headers.authorization).toBe(`Bearer ${openai.apiKey}`);
  });

  it('lock a username after ten failed sign-ins spread over both', async () => {
    const username = uniqueName('target');
    const passwords = createPasswordHasher();
    await register(a.app.redraft.db, passwords, { username, password: 'the real password' });
    await passwords.close();
    // Ten in five rounds of two at once, one through each: the shared counter sees every one
    // of them. (More at once from one address would meet the hashing queue's own per-address
    // bound, a 429 of its own: docs/decisions/135-password-hashing-pool.md.)
    const failures: Response[] = [];
    for (let round = 0; round < 5; round++) {
      failures.push(
        ...(await Promise.all(
          [a, b].map((server, side) =>
            fetch(
              `${server.url}/api/auth/login`,
              postJson({ username, password: `wrong password ${round}-${side}` }),
            ),
          ),
        )),
      );
    }
    expect(failures.map((response) => response.status)).toEqual(Array(10).fill(401));
    for (const server of both()) {
      const locked = await fetch(
        `${server.url}/api/auth/login`,
        postJson({ username: username.toUpperCase(), password: 'the real password' }),
      );
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      });
    }
    // Ten password checks at OWASP's scrypt cost: seconds on a busy machine.
  }, 120_000);

  it('credit a payment once when its webhook reaches both instances at once', async () => {
    const { browser, username } = await signUp(a);
    const created = await browser(
      b,
      '/api/create-payment-intent',
      postJson({ amount: 25, credits: 3_861_000, provider: 'deepseek' }),
    );
    expect(created.status).toBe(200);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    const event = stripe.webhookEvent('payment_intent.succeeded', intentId);
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fetch(`${(index % 2 ? b : a).url}/api/stripe/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': event.signature,
          },
          body: event.payload,
        }),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(await balance(username)).toBe(3_861_000);
    const rows = await a.app.redraft.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, intentId));
    expect(rows).toHaveLength(1);
  });

  it('never overspend a balance with calls made through both at once', async () => {
    anthropic.reset();
    anthropic.setReply('word '.repeat(40));
    const { browser, username } = await signUp(a);
    // Each rewrite holds its prompt, estimated, plus the output limit. The grant holds three at
    // once and half a fourth, so at least three are served however the 24 calls interleave.
    const [prompt] = rewritePrompts(transformRequestSchema.parse({ text: 'Parallel text.' }));
    const hold = usageCost('anthropic', estimatePromptTokens(prompt!), MAX_OUTPUT_TOKENS);
    const granted = 3 * hold + Math.floor(hold / 2);
    await grantCredits(a.app.redraft.db, username, String(granted));
    const results = await Promise.all(
      Array.from({ length: 24 }, async (_, index) => {
        const response = await browser(
          index % 2 ? b : a,
          '/api/transform',
          postJson({ text: 'Parallel text.' }),
        );
        if (response.status !== 200) return { status: response.status, cost: 0 };
        const { usage } = (await response.json()) as {
          usage: { inputTokens: number; outputTokens: number };
        };
        return { status: 200, cost: usage.inputTokens + usage.outputTokens };
      }),
    );
    expect(results.every((result) => [200, 402].includes(result.status))).toBe(true);
    const served = results.filter((result) => result.status === 200);
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(anthropic.requests).toHaveLength(served.length);
    const spent = served.reduce((sum, result) => sum + result.cost, 0);
    const left = await balance(username);
    expect(left).toBe(granted - spent);
    expect(left).toBeGreaterThanOrEqual(0);
  });

  // Last: it spends the rest of the minute's API requests of 127.0.0.1.
  it('count API requests to both against one rate limit', async () => {
    const remaining = async (server: TestServer) => {
      const response = await fetch(`${server.url}/api/status`);
      expect(response.status).toBe(200);
      return {
        left: Number(response.headers.get('x-ratelimit-remaining')),
        resetSeconds: Number(response.headers.get('x-ratelimit-reset')),
      };
    };
    let first = await remaining(a);
    if (first.resetSeconds < 10) {
      // The window is about to end: start from a fresh one, so that it cannot end mid-way.
      await new Promise((resolve) => setTimeout(resolve, (first.resetSeconds + 1) * 1000));
      first = await remaining(a);
    }
    expect(first.left).toBeLessThan(RATE_LIMIT - 1);
    expect((await remaining(b)).left).toBe(first.left - 1);
    expect((await remaining(a)).left).toBe(first.left - 2);
    let left = first.left - 2;
    while (left > 0) left = (await remaining(left % 2 ? b : a)).left;
    for (const server of both()) {
      const refused = await fetch(`${server.url}/api/status`);
      expect(refused.status).toBe(429);
    }
  });
});

/** A TCP relay to Redis that the test can cut, as a network fault or a Redis restart would. */
async function cuttableRedis() {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise((resolve) => relay.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe('an instance whose Redis stops answering (PostgreSQL pass only, with the two above)', () => {
  it('reports not ready, refuses sign-ins with a 503, and keeps serving the API', async () => {
    const relay = await cuttableRedis();
    const server = await startTestServer(
      { databaseUrl: database!.url },
      { REDIS_URL: relay.url, REDIS_KEY_PREFIX: keyPrefix, SESSION_SECRET: 'a shared secret' },
    );
    try {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      await relay.cut();
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not ready',
        message: 'Not ready: Redis did not answer.',
        checks: { database: 'ok', redis: 'failed' },
      });
      const login = await fetch(
        `${server.url}/api/auth/login`,
        postJson({ username: 'anyone', password: 'a long password' }),
      );
      expect(login.status).toBe(503);
      expect(await login.json()).toEqual({
        message: 'Signing in is unavailable for a moment. Please try again.',
      });
      expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
