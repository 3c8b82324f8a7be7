import { randomUUID } from 'node:crypto';
import { type Metered, meteredCost, UNLIMITED_CREDITS } from '@common/credits';
import type { ProviderKeyName } from '@common/keys';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { operatorKeyUsed, type SessionKeys } from '../providers/credentials';
import { applyLedgerChange } from './ledger';

/** What metering needs of the app's context (AppContext fits). */
export interface MeteringContext {
  db: Database;
  config: { credits: { enforced: boolean } };
}

export const LOGIN_REQUIRED = 'Please log in to use the AI tools: they are paid for with credits.';
export const notEnoughCredits = (service: string) =>
  `Not enough credits: your balance cannot cover a ${service} request. Buy credits to continue.`;

/** The counts of a metered call without its service and provider (what `settle` takes). */
export type Amounts<M extends Metered> = Omit<M, 'service' | 'provider'>;

export interface ReserveRequest<M extends Metered> {
  userId: string | null;
  /**
   * False when the call costs the operator nothing: the caller's own key from Settings, the
   * operator's local model server, the offline voice. Such calls are never charged.
   */
  operatorPays: boolean;
  /** The most the call can use: its input, estimated, plus the output limit set for it. */
  most: M;
  /** The service as users know it, for the 402 message (e.g. `ZHI 1`, `OpenAI`). */
  label: string;
  /**
   * A fixed id for the hold (a job's chunk): the same id holds and charges once, however often
   * the call is run again (a job retried after its worker died). Random when absent.
   */
  holdId?: string;
}

export interface Hold<M extends Metered> {
  /** Credits taken from the balance until the call settles (0 when nothing is charged). */
  readonly held: number;
  /**
   * Charges what the call really used (the provider's figures, or what it produced before it
   * was cut short) and gives back the rest of the hold. Only the first call counts, so it is
   * safe to settle from `finally`, from an abort listener and from the success path at once.
   */
  settle(used: Amounts<M>): Promise<void>;
}

/**
 * The refusals `reserve` would give (401, 402), holding nothing. A run of several calls (the
 * analysis' phases, the humanizer's passes) checks its first call's size before it starts, so
 * that a streamed answer or a job never begins for a caller who could not pay for one call;
 * each call is still reserved on its own when it starts.
 */
export async function ensureCanReserve<M extends Metered>(
  ctx: MeteringContext,
  request: ReserveRequest<M>,
): Promise<void> {
  if (!request.operatorPays || !ctx.config.credits.enforced) return;
  if (!request.userId) throw new AppError(401, LOGIN_REQUIRED);
  const [user] = await ctx.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!user) throw new AppError(401, LOGIN_REQUIRED);
  if (user.credits !== UNLIMITED_CREDITS && user.credits < meteredCost(request.most)) {
    throw new AppError(402, notEnoughCredits(request.label));
  }
}

/**
 * Every paid provider call goes through here:
 *
 *     const hold = await reserve(ctx, { userId, operatorPays, most, label });
 *     try { const result = await call(); await hold.settle(result.usage); }
 *     catch (error) { await hold.settle(producedSoFar); throw error; }
 *
 * With CREDITS_ENFORCED=true the most the call can cost is taken from the balance before the
 * call, in one ledger transaction under the user's row lock, so concurrent calls can never
 * spend the same credits: a signed-in caller whose balance cannot cover it gets 402, a
 * signed-out one 401, before any provider is called. `settle` is a second transaction that
 * charges the real use and returns the remainder. Without enforcement nothing is refused and
 * a signed-in user's use is recorded with a delta of 0. See
 * docs/decisions/017-accounts-metering-ai-use.md and docs/decisions/058-credits-reservations.md.
 */
export async function reserve<M extends Metered>(
  ctx: MeteringContext,
  request: ReserveRequest<M>,
): Promise<Hold<M>> {
  const { userId, most } = request;
  if (!request.operatorPays) return freeHold();
  const enforced = ctx.config.credits.enforced;
  if (enforced && !userId) throw new AppError(401, LOGIN_REQUIRED);
  if (!userId) return freeHold();

  const id = request.holdId ?? randomUUID();
  const reference = `${most.service}:${most.provider}`;
  const limit = meteredCost(most);
  let held = 0;
  if (enforced) {
    const hold = await applyLedgerChange(ctx.db, {
      userId,
      reason: 'usage',
      reference,
      idempotencyKey: `hold:${id}`,
      detail: { stage: 'hold', most: amountsOf(most), cost: limit },
      next(balance) {
        if (balance === UNLIMITED_CREDITS) return balance;
        if (balance < limit) throw new AppError(402, notEnoughCredits(request.label));
        return balance - limit;
      },
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) {
        throw new AppError(401, LOGIN_REQUIRED);
      }
      throw error;
    });
    held = -hold.delta;
  }

  let settled: Promise<void> | undefined;
  return {
    held,
    settle(used) {
      settled ??= settleHold(ctx, {
        userId,
        id,
        reference,
        held,
        enforced,
        used: { ...most, ...used },
      });
      return settled;
    },
  };
}

async function settleHold(
  ctx: MeteringContext,
  hold: {
    userId: string;
    id: string;
    reference: string;
    held: number;
    enforced: boolean;
    used: Metered;
  },
): Promise<void> {
  const cost = meteredCost(hold.used);
  await applyLedgerChange(ctx.db, {
    userId: hold.userId,
    reason: 'usage',
    reference: hold.reference,
    idempotencyKey: `settle:${hold.id}`,
    detail: (before, after) => {
      const charged = hold.held + before - after;
      return {
        stage: 'settle',
        used: amountsOf(hold.used),
        cost,
        held: hold.held,
        charged: hold.enforced && before !== UNLIMITED_CREDITS ? charged : 0,
        // A call that used more than its hold (an estimate ran short) takes the rest from
        // what is left, never below zero; what could not be taken is recorded here.
        shortfall: hold.enforced && before !== UNLIMITED_CREDITS ? cost - charged : 0,
        enforced: hold.enforced,
      };
    },
    next(balance) {
      if (!hold.enforced || balance === UNLIMITED_CREDITS) return balance;
      if (cost <= hold.held) return balance + (hold.held - cost);
      return balance - Math.min(Math.max(balance, 0), cost - hold.held);
    },
  });
}

/**
 * Who pays for a feature's provider calls: the signed-in user (null for a visitor) and the
 * keys the caller entered in Settings, since a call made with one of them is never charged.
 * Routes read it from the request (plugins/caller.ts); services hold and settle with it.
 */
export interface Payer {
  ctx: MeteringContext;
  userId: string | null;
  ownKeys: SessionKeys;
}

/** `reserve` for a call made with the provider key `keyName`: the caller's own, or the operator's. */
export function reserveFor<M extends Metered>(
  payer: Payer,
  keyName: ProviderKeyName,
  label: string,
  most: M,
): Promise<Hold<M>> {
  return reserve(payer.ctx, {
    userId: payer.userId,
    operatorPays: operatorKeyUsed(keyName, payer.ownKeys),
    label,
    most,
  });
}

function freeHold<M extends Metered>(): Hold<M> {
  return { held: 0, settle: async () => undefined };
}

function amountsOf(metered: Metered): Record<string, number> {
  const { service: _service, provider: _provider, ...amounts } = metered;
  return amounts as Record<string, number>;
}
