import type { FactIssue, Pass } from '@common/humanizer';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rewriteJobs } from '../../db/schema';
import type { Owner } from '../../plugins/caller';

export type NewJob = Omit<typeof rewriteJobs.$inferInsert, 'id' | 'userId' | 'sessionId'>;
export type Job = typeof rewriteJobs.$inferSelect;

/** A job starts pending, owned by the account or the anonymous session that ran it. */
export async function createJob(db: Database, owner: Owner, job: NewJob): Promise<string> {
  const [row] = await db
    .insert(rewriteJobs)
    .values({ ...job, ...owner, status: 'pending' })
    .returning({ id: rewriteJobs.id });
  return row!.id;
}

export async function startJobAgain(db: Database, id: string, provider: string) {
  await db
    .update(rewriteJobs)
    .set({ status: 'pending', provider, errorMessage: null, updatedAt: sql`now()` })
    .where(eq(rewriteJobs.id, id));
}

export async function completeJob(
  db: Database,
  id: string,
  result: { outputText: string; outputAiScore: number; passes: Pass[]; factIssues: FactIssue[] },
) {
  await db
    .update(rewriteJobs)
    .set({ ...result, status: 'completed', errorMessage: null, updatedAt: sql`now()` })
    .where(eq(rewriteJobs.id, id));
}

/** A failed run keeps the job's previous output (a re-rewrite that failed leaves it usable). */
export async function failJob(db: Database, id: string, message: string) {
  await db
    .update(rewriteJobs)
    .set({ status: 'failed', errorMessage: message, updatedAt: sql`now()` })
    .where(eq(rewriteJobs.id, id));
}

/** A job by id alone: a durable humanization's worker, which has no owner at hand. */
export async function findJob(db: Database, id: string): Promise<Job | null> {
  const [row] = await db.select().from(rewriteJobs).where(eq(rewriteJobs.id, id));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job when it belongs to this owner; anyone else's (or no such job) is null alike. */
export async function findOwnedJob(db: Database, id: string, owner: Owner): Promise<Job | null> {
  if (!UUID.test(id)) return null;
  const ownerMatch =
    'userId' in owner
      ? eq(rewriteJobs.userId, owner.userId)
      : eq(rewriteJobs.sessionId, owner.sessionId);
  const [row] = await db
    .select()
    .from(rewriteJobs)
    .where(and(eq(rewriteJobs.id, id), ownerMatch));
  return row ?? null;
}
