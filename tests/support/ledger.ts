import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { creditLedger, users } from '../../server/db/schema';

/** A user's balance and the usage rows of the ledger (holds and settlements of their calls). */
export async function usageOf(db: Database, username: string) {
  const [user] = await db
    .select({ id: users.id, credits: users.credits })
    .from(users)
    .where(eq(users.username, username));
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, user!.id), eq(creditLedger.reason, 'usage')));
  const stages = rows.map((row) => (row.detail as { stage?: string } | null)?.stage);
  return {
    balance: user!.credits,
    rows,
    holds: stages.filter((stage) => stage === 'hold').length,
    settlements: stages.filter((stage) => stage === 'settle').length,
  };
}
