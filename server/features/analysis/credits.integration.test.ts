import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDeepSeek, type PromptView, startFakeDeepSeek } from '../../../tests/fakes';
import { answers, stepOf } from '../../../tests/support/analysis-answers';
import { usageOf } from '../../../tests/support/ledger';
import {
  postJson,
  signedUpBrowser,
  startCreditsServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { grantCredits } from '../../credits/operator';

let fake: FakeDeepSeek;
let server: TestServer;
const TEXT = 'Geography sets the first settlement; institutions decide whether it lasts.';

beforeAll(async () => {
  fake = await startFakeDeepSeek();
  server = await startCreditsServer(fake);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const signUp = (username: string) => signedUpBrowser(server.url, username);

const usageRows = (username: string) => usageOf(server.app.redraft.db, username);

describe('credits around the analysis (CREDITS_ENFORCED=true)', () => {
  it('refuses anonymous callers and empty balances before any provider call', async () => {
    fake.reset();
    let response = await fetch(`${server.url}/api/evaluate-intelligence`, postJson({ text: TEXT }));
    expect(response.status).toBe(401);
    const browser = await signUp('analyst-broke');
    response = await browser('/api/evaluate-originality', postJson({ text: TEXT }));
    expect(response.status).toBe(402);
    expect(fake.requests).toHaveLength(0);
  });

  it('charges every call, including an answer refused for not fitting', async () => {
    fake.reset();
    let calls = 0;
    fake.setJsonReply((prompt: PromptView) => {
      calls++;
      return calls === 1 ? { wrong: true } : answers('intelligence', TEXT)[stepOf(prompt.system)!];
    });
    const browser = await signUp('analyst');
    await grantCredits(server.app.redraft.db, 'analyst', '100000');
    const response = await browser('/api/evaluate-intelligence', postJson({ text: TEXT }));
    expect(response.status).toBe(200);
    const { balance, rows, holds, settlements } = await usageRows('analyst');
    expect(fake.requests).toHaveLength(3);
    // Each call (the refused answer too) was held before it started and settled after it.
    expect(holds).toBe(3);
    expect(settlements).toBe(3);
    const spent = rows.reduce((sum, row) => sum - row.delta, 0);
    expect(spent).toBeGreaterThan(0);
    expect(balance).toBe(100000 - spent);
  });
});
