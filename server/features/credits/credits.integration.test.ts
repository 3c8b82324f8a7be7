import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { type Database, openDatabase } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { applyLedgerChange } from './ledger';
import { debitUsage, ensureCanAfford, LOGIN_REQUIRED, type MeteringContext } from './metering';
import { runCreditsCommand } from './operator';

let server: TestServer;
let db: Database;
let enforced: MeteringContext;
let recordOnly: MeteringContext;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.redraft.db;
  enforced = { db, config: { credits: { enforced: true } } };
  recordOnly = { db, config: { credits: { enforced: false } } };
});
afterAll(() => server.close());

let counter = 0;
async function createUser(credits = 0) {
  const [row] = await db
    .insert(users)
    .values({ username: `user-${Date.now()}-${counter++}`, password: 'not-a-login', credits })
    .returning();
  // Every balance in these tests comes from the ledger, as in the product.
  if (credits !== 0) {
    await db.update(users).set({ credits: 0 }).where(eq(users.id, row!.id));
    await applyLedgerChange(db, {
      userId: row!.id,
      reason: 'grant',
      reference: 'test',
      idempotencyKey: `seed:${row!.id}`,
      next: () => credits,
    });
  }
  return row!;
}

async function balanceOf(userId: string) {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

async function ledgerOf(userId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.createdAt);
}

async function ledgerSum(userId: string) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row!.sum);
}

describe('ensureCanAfford', () => {
  it('lets every call through when credits are not enforced', async () => {
    const user = await createUser(0);
    await expect(ensureCanAfford(recordOnly, user.id, 'deepseek')).resolves.toBeUndefined();
    await expect(ensureCanAfford(recordOnly, null, 'deepseek')).resolves.toBeUndefined();
  });

  it('with enforcement, refuses an empty balance with 402 and anonymous callers with 401', async () => {
    const empty = await createUser(0);
    await expect(ensureCanAfford(enforced, empty.id, 'deepseek')).rejects.toMatchObject({
      statusCode: 402,
      message:
        'Not enough credits: your balance cannot cover a ZHI 3 request. Buy credits to continue.',
    });
    await expect(ensureCanAfford(enforced, null, 'openai')).rejects.toMatchObject({
      statusCode: 401,
      message: LOGIN_REQUIRED,
    });
    const funded = await createUser(10);
    await expect(ensureCanAfford(enforced, funded.id, 'openai')).resolves.toBeUndefined();
    const unlimited = await createUser(-1);
    await expect(ensureCanAfford(enforced, unlimited.id, 'openai')).resolves.toBeUndefined();
  });
});

describe('debitUsage', () => {
  it('takes the tokens of a call from the balance, once per idempotency key', async () => {
    const user = await createUser(1000);
    const usage = {
      userId: user.id,
      provider: 'deepseek' as const,
      inputTokens: 120,
      outputTokens: 80,
      idempotencyKey: `job-${user.id}`,
    };
    const first = await debitUsage(enforced, usage);
    expect(first).toMatchObject({ applied: true, delta: -200, balance: 800 });
    const again = await debitUsage(enforced, usage);
    expect(again).toMatchObject({ applied: false, balance: 800 });
    expect(await balanceOf(user.id)).toBe(800);
    const rows = await ledgerOf(user.id);
    expect(rows.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ['grant', 1000, 1000],
      ['usage', -200, 800],
    ]);
    expect(rows[1]!.detail).toMatchObject({
      cost: 200,
      charged: 200,
      shortfall: 0,
      enforced: true,
    });
  });

  it('empties but never overdraws a balance, recording the shortfall', async () => {
    const user = await createUser(50);
    const result = await debitUsage(enforced, {
      userId: user.id,
      provider: 'openai',
      inputTokens: 100,
      outputTokens: 0,
      idempotencyKey: `big-${user.id}`,
    });
    expect(result).toMatchObject({ balance: 0, delta: -50 });
    expect(result!.detail).toMatchObject({ cost: 100, charged: 50, shortfall: 50 });
  });

  it('only records the cost when credits are not enforced', async () => {
    const user = await createUser(0);
    const result = await debitUsage(recordOnly, {
      userId: user.id,
      provider: 'anthropic',
      inputTokens: 10,
      outputTokens: 5,
      idempotencyKey: `free-${user.id}`,
    });
    expect(result).toMatchObject({ applied: true, delta: 0, balance: 0 });
    expect(result!.detail).toMatchObject({ cost: 15, charged: 0, enforced: false });
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('never charges an unlimited balance, and does not meter anonymous calls', async () => {
    const user = await createUser(-1);
    const result = await debitUsage(enforced, {
      userId: user.id,
      provider: 'perplexity',
      inputTokens: 10_000,
      outputTokens: 10_000,
      idempotencyKey: `unl-${user.id}`,
    });
    expect(result).toMatchObject({ delta: 0, balance: -1 });
    expect(await balanceOf(user.id)).toBe(-1);
    const anonymous = await debitUsage(enforced, {
      userId: null,
      provider: 'deepseek',
      inputTokens: 1,
      outputTokens: 1,
      idempotencyKey: 'anon',
    });
    expect(anonymous).toBeNull();
  });

  it('under concurrent debits, never takes a balance below zero and keeps the ledger exact', async () => {
    const user = await createUser(1000);
    const debits = Array.from({ length: 30 }, (_, index) =>
      debitUsage(enforced, {
        userId: user.id,
        provider: 'deepseek',
        inputTokens: 60,
        outputTokens: 40,
        idempotencyKey: `parallel-${user.id}-${index}`,
      }),
    );
    // The same call reported twice at the same moment is charged once.
    debits.push(
      debitUsage(enforced, {
        userId: user.id,
        provider: 'deepseek',
        inputTokens: 60,
        outputTokens: 40,
        idempotencyKey: `parallel-${user.id}-0`,
      }),
    );
    const results = await Promise.all(debits);
    expect(await balanceOf(user.id)).toBe(0);
    const applied = results.filter((result) => result?.applied);
    expect(applied).toHaveLength(30);
    expect(applied.reduce((sum, result) => sum - result!.delta, 0)).toBe(1000);
    const rows = await ledgerOf(user.id);
    expect(rows).toHaveLength(31); // the grant and 30 calls
    for (const row of rows) expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});

describe('the operator command', () => {
  it('grants credits and unlimited credits, recorded in the ledger', async () => {
    const user = await createUser(0);
    expect(await runCreditsCommand(db, ['grant', user.username, '1500000'])).toBe(
      `Granted 1,500,000 credits to ${user.username}. Balance: 1,500,000`,
    );
    expect(await runCreditsCommand(db, ['grant', user.username.toUpperCase(), '500'])).toBe(
      `Granted 500 credits to ${user.username}. Balance: 1,500,500`,
    );
    expect(await runCreditsCommand(db, ['grant', user.username, '-1'])).toBe(
      `Unlimited credits granted to ${user.username}. Balance: ∞`,
    );
    expect(await runCreditsCommand(db, ['balance', user.username])).toBe(
      `${user.username}: ∞ credits`,
    );
    expect(await balanceOf(user.id)).toBe(-1);
    const rows = await ledgerOf(user.id);
    expect(rows.map((row) => [row.reason, row.reference, row.delta])).toEqual([
      ['grant', 'operator', 1_500_000],
      ['grant', 'operator', 500],
      ['grant', 'operator', -1_500_501],
    ]);
    expect(await ledgerSum(user.id)).toBe(-1);
    await expect(runCreditsCommand(db, ['grant', user.username, '5'])).rejects.toThrow(
      'already has unlimited credits',
    );
  });

  it('refuses unknown users, bad amounts and bad usage with a clear message', async () => {
    const user = await createUser(0);
    await expect(runCreditsCommand(db, ['grant', 'no-such-user-x', '5'])).rejects.toThrow(
      'No user named "no-such-user-x"',
    );
    for (const amount of ['0', '-2', '1.5', 'ten', '1000000000001']) {
      await expect(runCreditsCommand(db, ['grant', user.username, amount])).rejects.toThrow(
        /^The amount must be a whole number from 1 to 1,000,000,000,000, or -1/,
      );
    }
    await expect(runCreditsCommand(db, ['give', user.username, '5'])).rejects.toThrow(/^Usage:/);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('runs as `npm run credits` against the same database as the server', async () => {
    const serverUrl = server.app.redraft.config.databaseUrl;
    let dataDir: string | undefined;
    let username: string;
    let env: NodeJS.ProcessEnv;
    if (serverUrl) {
      username = (await createUser(0)).username;
      env = { DATABASE_URL: serverUrl };
    } else {
      // PGlite in memory cannot be shared: the command gets a data directory of its own.
      dataDir = mkdtempSync(join(tmpdir(), 'redraft-credits-'));
      const handle = await openDatabase({ dataDir });
      username = 'cli-user';
      await handle.db.insert(users).values({ username, password: 'not-a-login' });
      await handle.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    try {
      const run = (...args: string[]) =>
        spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/credits.ts', ...args], {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        });
      const granted = run('grant', username, '2500');
      expect(granted.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
      expect(granted.stdout.trim()).toBe(`Granted 2,500 credits to ${username}. Balance: 2,500`);
      expect(granted.status).toBe(0);
      const unknown = run('grant', 'nobody-at-all', '1');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr.trim()).toBe('No user named "nobody-at-all"');
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
