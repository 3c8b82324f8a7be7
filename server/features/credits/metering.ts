import { eq } from 'drizzle-orm';
import { MIN_CREDITS_PER_CALL, UNLIMITED_CREDITS, usageCost } from '../../../common/credits';
import { type AiProviderId, providerLabel } from '../../../common/providers';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { applyLedgerChange, type LedgerResult } from './ledger';

/** What metering needs of the app's context (AppContext fits). */
export interface MeteringContext {
  db: Database;
  config: { credits: { enforced: boolean } };
}

export const LOGIN_REQUIRED = 'Please log in to use the AI tools: they are paid for with credits.';
export const notEnoughCredits = (provider: AiProviderId) =>
  `Not enough credits: your balance cannot cover a ${providerLabel(provider)} request. Buy credits to continue.`;

/**
 * Call before a provider call. With CREDITS_ENFORCED=true, a caller who is not signed in
 * gets 401, and one whose balance is below the minimum gets 402, before any provider is
 * called. Without enforcement every call may go ahead.
 */
export async function ensureCanAfford(
  ctx: MeteringContext,
  userId: string | null,
  provider: AiProviderId,
): Promise<void> {
  if (!ctx.config.credits.enforced) return;
  if (!userId) throw new AppError(401, LOGIN_REQUIRED);
  const [user] = await ctx.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(401, LOGIN_REQUIRED);
  if (user.credits === UNLIMITED_CREDITS) return;
  if (user.credits < MIN_CREDITS_PER_CALL) throw new AppError(402, notEnoughCredits(provider));
}

export interface Usage {
  userId: string | null;
  provider: AiProviderId;
  inputTokens: number;
  outputTokens: number;
  /** Unique per call (e.g. the job id): a retried debit is not charged twice. */
  idempotencyKey: string;
}

/**
 * Call after a provider call with the tokens it reported. Signed-in users get a ledger row:
 * with enforcement the cost is taken from the balance (never below zero: a call that costs
 * more than is left empties the balance and the row records the shortfall); without it the
 * row records the cost with a delta of 0. Unlimited balances (-1) are never charged.
 * Anonymous calls are not metered (null).
 */
export async function debitUsage(ctx: MeteringContext, usage: Usage): Promise<LedgerResult | null> {
  if (!usage.userId) return null;
  const cost = usageCost(usage.provider, usage.inputTokens, usage.outputTokens);
  const enforced = ctx.config.credits.enforced;
  return applyLedgerChange(ctx.db, {
    userId: usage.userId,
    reason: 'usage',
    reference: usage.provider,
    idempotencyKey: `usage:${usage.idempotencyKey}`,
    detail: (before, after) => ({
      provider: usage.provider,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      cost,
      charged: before - after,
      shortfall: enforced && before !== UNLIMITED_CREDITS ? cost - (before - after) : 0,
      enforced,
    }),
    next(balance) {
      if (!enforced || balance === UNLIMITED_CREDITS) return balance;
      return balance - Math.min(Math.max(balance, 0), cost);
    },
  });
}
