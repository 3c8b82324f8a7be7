import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../../tests/fakes';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { creditLedger, users } from '../../db/schema';
import { grantCredits } from '../credits/operator';

let fake: FakeAnthropic;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  server = await startTestServer(
    {},
    {
      CREDITS_ENFORCED: 'true',
      ANTHROPIC_API_KEY: fake.apiKey!,
      ANTHROPIC_BASE_URL: `${fake.url}/v1`,
    },
  );
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function signUp(username: string) {
  const browser = createBrowser(server.url);
  const response = await browser(
    '/api/auth/register',
    postJson({ username, password: 'a long password' }),
  );
  expect(response.status).toBe(201);
  return browser;
}

const balance = async (username: string) =>
  (
    await server.app.redraft.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.username, username))
  )[0]!.credits;

describe('credits around rewrites (CREDITS_ENFORCED=true)', () => {
  it('asks an anonymous visitor to log in, before calling any provider', async () => {
    fake.reset();
    const response = await fetch(`${server.url}/api/transform`, postJson({ text: 'x' }));
    expect(response.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 402 to a user with no credits, before calling any provider', async () => {
    fake.reset();
    const browser = await signUp('penniless');
    const response = await browser('/api/transform-stream', postJson({ text: 'x' }));
    expect(response.status).toBe(402);
    expect((await response.json()).message).toMatch(/^Not enough credits/);
    expect(fake.requests).toHaveLength(0);
  });

  it('charges the tokens the provider reported, on both routes', async () => {
    fake.reset();
    const browser = await signUp('writer');
    await grantCredits(server.app.redraft.db, 'writer', '10000');
    const plain = await (
      await browser('/api/transform', postJson({ text: 'Some text to rewrite.' }))
    ).json();
    const afterPlain = await balance('writer');
    expect(afterPlain).toBe(10000 - plain.usage.inputTokens - plain.usage.outputTokens);
    const streamed = await browser('/api/transform-stream', postJson({ text: 'Another text.' }));
    const done = JSON.parse((await streamed.text()).trim().split('\n').at(-1)!);
    expect(done.done).toBe(true);
    expect(await balance('writer')).toBe(
      afterPlain - done.usage.inputTokens - done.usage.outputTokens,
    );
    const rows = await server.app.redraft.db.select().from(creditLedger);
    expect(rows.filter((row) => row.reason === 'usage').length).toBeGreaterThanOrEqual(2);
  });

  it('never drives a balance below zero under parallel rewrites', async () => {
    const browser = await signUp('hasty');
    await grantCredits(server.app.redraft.db, 'hasty', '60');
    fake.setReply('word '.repeat(40));
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser('/api/transform', postJson({ text: 'Parallel text.' })),
      ),
    );
    expect(results.every((response) => [200, 402].includes(response.status))).toBe(true);
    expect(await balance('hasty')).toBeGreaterThanOrEqual(0);
  });
});
