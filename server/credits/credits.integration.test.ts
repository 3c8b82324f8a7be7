import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { type Database, openDatabase } from '../db/client';
import { creditLedger, users } from '../db/schema';
import { applyLedgerChange } from './ledger';
import { LOGIN_REQUIRED, type MeteringContext, reserve } from './metering';
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

const text = (inputTokens: number, outputTokens: number) => ({
  service: 'text' as const,
  provider: 'deepseek' as const,
  inputTokens,
  outputTokens,
});
const paid = (userId: string | null, most = text(100, 200)) => ({
  userId,
  operatorPays: true,
  most,
  label: 'ZHI 3',
});

describe('reserve and settle', () => {
  it('without enforcement refuses nothing and records the use with a delta of 0', async () => {
    const user = await createUser(0);
    const hold = await reserve(recordOnly, paid(user.id));
    expect(hold.held).toBe(0);
    await hold.settle({ inputTokens: 10, outputTokens: 5 });
    const rows = await ledgerOf(user.id);
    expect(rows.map((row) => [row.reason, row.delta])).toEqual([['usage', 0]]);
    expect(rows[0]!.detail).toMatchObject({ stage: 'settle', cost: 15, charged: 0 });
    await (await reserve(recordOnly, paid(null))).settle({ inputTokens: 1, outputTokens: 1 });
  });

  it('with enforcement, refuses a balance that cannot cover the most a call costs (402) and anonymous callers (401)', async () => {
    const user = await createUser(299);
    await expect(reserve(enforced, paid(user.id))).rejects.toMatchObject({
      statusCode: 402,
      message:
        'Not enough credits: your balance cannot cover a ZHI 3 request. Buy credits to continue.',
    });
    await expect(reserve(enforced, paid(null))).rejects.toMatchObject({
      statusCode: 401,
      message: LOGIN_REQUIRED,
    });
    // Nothing was taken and nothing was written for the refusal.
    expect(await balanceOf(user.id)).toBe(299);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it("never charges a call made with the caller's own key, signed in or not", async () => {
    const user = await createUser(0);
    for (const userId of [user.id, null]) {
      const hold = await reserve(enforced, { ...paid(userId), operatorPays: false });
      await hold.settle({ inputTokens: 1000, outputTokens: 1000 });
    }
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('holds the most, then charges the real use and gives back the rest, once', async () => {
    const user = await createUser(1000);
    const hold = await reserve(enforced, paid(user.id));
    expect(hold.held).toBe(300);
    expect(await balanceOf(user.id)).toBe(700);
    await Promise.all([
      hold.settle({ inputTokens: 90, outputTokens: 30 }),
      hold.settle({ inputTokens: 90, outputTokens: 30 }),
    ]);
    await hold.settle({ inputTokens: 0, outputTokens: 0 });
    expect(await balanceOf(user.id)).toBe(880);
    const rows = await ledgerOf(user.id);
    expect(rows.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ['grant', 1000, 1000],
      ['usage', -300, 700],
      ['usage', 180, 880],
    ]);
    expect(rows[2]!.detail).toMatchObject({ stage: 'settle', cost: 120, charged: 120 });
    expect(await ledgerSum(user.id)).toBe(880);
  });

  it('charges a use beyond its hold from what is left, never below zero, recording the shortfall', async () => {
    const user = await createUser(350);
    const hold = await reserve(enforced, paid(user.id));
    await hold.settle({ inputTokens: 300, outputTokens: 200 });
    expect(await balanceOf(user.id)).toBe(0);
    const rows = await ledgerOf(user.id);
    expect(rows.at(-1)!.detail).toMatchObject({ cost: 500, charged: 350, shortfall: 150 });
  });

  it('never charges an unlimited balance', async () => {
    const user = await createUser(-1);
    const hold = await reserve(enforced, paid(user.id, text(10_000_000, 10_000_000)));
    await hold.settle({ inputTokens: 10_000_000, outputTokens: 10_000_000 });
    expect(await balanceOf(user.id)).toBe(-1);
  });

  it('meters voice, transcription and GPTZero at the written rates', async () => {
    const user = await createUser(1_000_000);
    const uses = [
      { service: 'voice', provider: 'openai', characters: 1000 },
      { service: 'voice', provider: 'elevenlabs', characters: 1000 },
      { service: 'transcription', provider: 'gladia', seconds: 60 },
      { service: 'gptzero', provider: 'gptzero', words: 500 },
    ] as const;
    for (const most of uses) {
      const hold = await reserve(enforced, {
        userId: user.id,
        operatorPays: true,
        most,
        label: 'X',
      });
      await hold.settle(most);
    }
    expect(1_000_000 - (await balanceOf(user.id))).toBe(3000 + 30_000 + 1200 + 10_000);
  });

  it('50 calls at once from a small balance never overspend it nor take it below zero', async () => {
    const user = await createUser(1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, async () => {
        const hold = await reserve(enforced, paid(user.id));
        // Each call really uses 250 of its 300.
        await hold.settle({ inputTokens: 100, outputTokens: 150 });
      }),
    );
    const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason.statusCode === 402,
    ).length;
    expect(done + refused).toBe(50);
    expect(done).toBeGreaterThanOrEqual(3);
    const left = await balanceOf(user.id);
    expect(left).toBe(1000 - done * 250);
    expect(left).toBeGreaterThanOrEqual(0);
    for (const row of await ledgerOf(user.id)) expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(user.id)).toBe(left);
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
      if (dataDir) {
        // While another process (here: this one, as the server would) has the PGlite files
        // open, a grant is refused plainly instead of being reported and then lost.
        const held = await openDatabase({ dataDir });
        try {
          const refused = run('grant', username, '100');
          expect(refused.status).toBe(1);
          expect(refused.stdout).toBe('');
          expect(refused.stderr).toContain(`is open in another process (pid ${process.pid})`);
          expect(refused.stderr).toContain('stop the server first');
        } finally {
          await held.close();
        }
        expect(run('balance', username).stdout.trim()).toBe(`${username}: 2,500 credits`);
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    // Up to five runs of the command, each starting tsx and opening the database.
  }, 90_000);
});
