import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDeepSeek, startFakeDeepSeek } from '../../../tests/fakes';
import { usageOf } from '../../../tests/support/ledger';
import {
  postJson,
  signedUpBrowser,
  startCreditsServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { grantCredits } from '../../credits/operator';
import { rewriteJobs } from '../../db/schema';

let fake: FakeDeepSeek;
let server: TestServer;
const TEXT = 'In 1997 the harbour of Lisbon handled 12 ships a day, according to the port office.';

beforeAll(async () => {
  fake = await startFakeDeepSeek();
  server = await startCreditsServer(fake);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const signUp = (username: string) => signedUpBrowser(server.url, username);

const ledgerOf = (username: string) => usageOf(server.app.redraft.db, username);

const rewrite = { inputText: TEXT, provider: 'deepseek' };

describe('credits around the humanizer (CREDITS_ENFORCED=true)', () => {
  it('refuses anonymous callers and empty balances before any provider call or job', async () => {
    fake.reset();
    const anonymous = await fetch(`${server.url}/api/gpt-bypass/rewrite`, postJson(rewrite));
    expect(anonymous.status).toBe(401);
    const browser = await signUp('humanizer-broke');
    const broke = await browser('/api/gpt-bypass/rewrite', postJson(rewrite));
    expect(broke.status).toBe(402);
    expect((await broke.json()).message).toMatch(/^Not enough credits/);
    expect(fake.requests).toHaveLength(0);
    expect(await server.app.redraft.db.select().from(rewriteJobs)).toHaveLength(0);
  });

  it('holds each call before it starts and settles it, a fact-check retry included', async () => {
    fake.reset();
    // The first answer changes a year, so the pass is retried once with the change named.
    let calls = 0;
    fake.setReply(() => {
      calls++;
      return calls === 1 ? TEXT.replace('1997', '1998') : TEXT;
    });
    const browser = await signUp('humanizer-paying');
    await grantCredits(server.app.redraft.db, 'humanizer-paying', '100000');
    const response = await browser('/api/gpt-bypass/rewrite', postJson(rewrite));
    expect(response.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const { balance, rows, holds, settlements } = await ledgerOf('humanizer-paying');
    expect(holds).toBe(2);
    expect(settlements).toBe(2);
    const spent = rows.reduce((sum, row) => sum - row.delta, 0);
    expect(spent).toBeGreaterThan(0);
    expect(balance).toBe(100000 - spent);
  });
});
