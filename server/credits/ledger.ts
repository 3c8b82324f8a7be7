import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditLedger, users } from '../db/schema';
import { AppError } from '../lib/errors';

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

/** The transaction a ledger change runs in, for writes that must commit with it. */
export type LedgerTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface LedgerChange {
  userId: string;
  reason: LedgerReason;
  reference: string;
  /** The same key never changes a balance twice (a payment intent id, a call id). */
  idempotencyKey: string;
  /** What to record beside the delta; a function sees the balance before and after. */
  detail?: Record<string, unknown> | ((before: number, after: number) => Record<string, unknown>);
  /** The new balance, from the current one; it is read under a row lock. */
  next(balance: number): number;
  /**
   * Writes that belong to the change (a payment's status): run in the same transaction, also
   * when the key was already used, so they commit with the balance or not at all.
   */
  alongside?(tx: LedgerTransaction): Promise<unknown>;
}

export interface LedgerResult {
  /** False when the key was already used: nothing changed this time. */
  applied: boolean;
  delta: number;
  balance: number;
  detail?: Record<string, unknown>;
}

/**
 * Changes one balance and writes its ledger row in one transaction. The user's row is locked
 * (SELECT … FOR UPDATE) first, so concurrent changes of one balance queue up and each sees
 * the balance the previous one left: a debit can never take a balance below what `next`
 * allows, whatever runs beside it.
 */
export async function applyLedgerChange(db: Database, change: LedgerChange): Promise<LedgerResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    if (!user) throw new AppError(404, 'No such user');
    const [done] = await tx
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, change.idempotencyKey));
    if (done) {
      await change.alongside?.(tx);
      return {
        applied: false,
        delta: done.delta,
        balance: user.credits,
        detail: done.detail ?? undefined,
      };
    }
    const balance = change.next(user.credits);
    const delta = balance - user.credits;
    const detail =
      typeof change.detail === 'function' ? change.detail(user.credits, balance) : change.detail;
    await tx.insert(creditLedger).values({
      userId: change.userId,
      delta,
      balanceAfter: balance,
      reason: change.reason,
      reference: change.reference,
      idempotencyKey: change.idempotencyKey,
      detail,
    });
    if (delta !== 0) {
      await tx.update(users).set({ credits: balance }).where(eq(users.id, change.userId));
    }
    await change.alongside?.(tx);
    return { applied: true, delta, balance, detail };
  });
}
