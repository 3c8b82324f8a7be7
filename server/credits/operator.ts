import { randomUUID } from 'node:crypto';
import { formatCredits, UNLIMITED_CREDITS } from '@common/credits';
import type { Database } from '../db/client';
import { findUserByName } from '../db/users';
import { AppError } from '../lib/errors';
import { applyLedgerChange } from './ledger';

/** The largest grant at once: far above any package, far below what a bigint holds. */
export const MAX_GRANT = 1_000_000_000_000;

export const USAGE = `Usage:
  npm run credits -- grant <username> <amount>   add credits (-1 gives unlimited credits)
  npm run credits -- balance <username>          show a balance`;

async function findUser(db: Database, username: string) {
  const user = await findUserByName(db, username);
  if (!user) throw new AppError(404, `No user named "${username}"`);
  return user;
}

/** Adds credits to a user, or makes them unlimited (-1); recorded in the ledger as a grant. */
export async function grantCredits(db: Database, username: string, amountText: string) {
  const amount = Number(amountText);
  const valid =
    /^-?\d+$/.test(amountText.trim()) &&
    (amount === UNLIMITED_CREDITS || (amount > 0 && amount <= MAX_GRANT));
  if (!valid) {
    throw new AppError(
      400,
      `The amount must be a whole number from 1 to ${MAX_GRANT.toLocaleString('en-US')}, or -1 for unlimited credits`,
    );
  }
  const user = await findUser(db, username);
  if (user.credits === UNLIMITED_CREDITS && amount !== UNLIMITED_CREDITS) {
    throw new AppError(409, `${user.username} already has unlimited credits`);
  }
  const result = await applyLedgerChange(db, {
    userId: user.id,
    reason: 'grant',
    reference: 'operator',
    idempotencyKey: `grant:${randomUUID()}`,
    detail: { amount },
    next: (balance) => (amount === UNLIMITED_CREDITS ? UNLIMITED_CREDITS : balance + amount),
  });
  return { username: user.username, balance: result.balance, amount };
}

/** Runs `credits <command> ...`; returns the line to print, or throws an AppError to report. */
export async function runCreditsCommand(db: Database, args: string[]): Promise<string> {
  const [command, username, amount, ...rest] = args;
  if (command === 'grant' && username && amount !== undefined && rest.length === 0) {
    const result = await grantCredits(db, username, amount);
    const what =
      result.amount === UNLIMITED_CREDITS
        ? 'Unlimited credits granted'
        : `Granted ${formatCredits(result.amount)} credits`;
    return `${what} to ${result.username}. Balance: ${formatCredits(result.balance)}`;
  }
  if (command === 'balance' && username && amount === undefined) {
    const user = await findUser(db, username);
    return `${user.username}: ${formatCredits(user.credits)} credits`;
  }
  throw new AppError(400, USAGE);
}
