import { estimateTokens } from '@common/credits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../../tests/fakes';
import {
  postJson,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { grantCredits } from '../../credits/operator';
import { creditLedger, users } from '../../db/schema';

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

const signUp = (username: string) => signedUpBrowser(server.url, username);

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

  it('refuses up front a call whose most possible cost the balance cannot cover', async () => {
    fake.reset();
    const browser = await signUp('hundred');
    await grantCredits(server.app.redraft.db, 'hundred', '100');
    const response = await browser('/api/transform', postJson({ text: 'A short text.' }));
    expect(response.status).toBe(402);
    expect(fake.requests).toHaveLength(0);
    expect(await balance('hundred')).toBe(100);
  });

  it('50 parallel rewrites from a small balance never overspend it nor take it below zero', async () => {
    fake.reset();
    const browser = await signUp('hasty');
    // Each rewrite holds its prompt plus the 8,192-token output limit: three fit at a time.
    await grantCredits(server.app.redraft.db, 'hasty', '25000');
    fake.setReply('word '.repeat(40));
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const path = index % 2 ? '/api/transform' : '/api/transform-stream';
        const response = await browser(path, postJson({ text: 'Parallel text.' }));
        if (response.status !== 200) return { status: response.status, cost: 0 };
        const body = await response.text();
        const usage =
          index % 2 ? JSON.parse(body).usage : JSON.parse(body.trim().split('\n').at(-1)!).usage;
        return { status: 200, cost: usage.inputTokens + usage.outputTokens };
      }),
    );
    expect(results.every((result) => [200, 402].includes(result.status))).toBe(true);
    const served = results.filter((result) => result.status === 200);
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(fake.requests).toHaveLength(served.length);
    const spent = served.reduce((sum, result) => sum + result.cost, 0);
    expect(await balance('hasty')).toBe(25000 - spent);
  });

  it('charges streams closed part-way for the text the provider had produced', async () => {
    fake.reset();
    const browser = await signUp('quitter');
    await grantCredits(server.app.redraft.db, 'quitter', '1000000');
    const reply = 'A sentence the model writes slowly. '.repeat(40);
    fake.setReply(reply);
    fake.setChunkCount(50);
    fake.setFault({ kind: 'delay', perChunkMs: 20 });
    const before = await balance('quitter');
    const received = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await browser(
          '/api/transform-stream',
          postJson({ text: 'Write slowly.' }),
        );
        let text = '';
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        while (text.length < reply.length * 0.88) {
          const { value } = await reader.read();
          for (const line of decoder.decode(value, { stream: true }).split('\n')) {
            if (line.trim()) text += (JSON.parse(line) as { chunk?: string }).chunk ?? '';
          }
        }
        await reader.cancel();
        return text;
      }),
    );
    await fake.waitForClientAbort({ count: 10 });
    // Settling runs as the server notices each closed stream.
    const [user] = await server.app.redraft.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'quitter'));
    let settled = 0;
    for (let attempt = 0; attempt < 100 && settled < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const rows = await server.app.redraft.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, user!.id));
      settled = rows.filter(
        (row) => (row.detail as { stage?: string } | null)?.stage === 'settle',
      ).length;
    }
    expect(settled).toBe(10);
    const spent = before - (await balance('quitter'));
    const produced = received.reduce((sum, text) => sum + estimateTokens(text), 0);
    // At least what reached the browser, at most the whole reply (plus the prompts).
    expect(spent).toBeGreaterThanOrEqual(produced);
    expect(spent).toBeLessThan(10 * (estimateTokens(reply) + 1000));
    fake.setFault(null);
  });
});
