import { TEXT_JOB_LIMITS, TEXT_JOB_MESSAGES } from '@common/text-jobs';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textJobChunks, textJobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Owner } from '../../plugins/caller';

export type TextJobRow = typeof textJobs.$inferSelect;
export type TextJobChunkRow = typeof textJobChunks.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Two jobs of one owner sent at once cannot both pass the cap on open jobs. */
const OPEN_LOCK = sql`select pg_advisory_xact_lock(hashtext('redraft:text-jobs'))`;

const ownedBy = (owner: Owner) =>
  'userId' in owner ? eq(textJobs.userId, owner.userId) : eq(textJobs.sessionId, owner.sessionId);

/** Stores a job, queued; 429 when the owner already has the most open jobs allowed. */
export async function insertTextJob(
  db: Database,
  owner: Owner,
  job: { payerSessionId: string; request: Record<string, unknown>; totalChunks: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(OPEN_LOCK);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(textJobs)
      .where(and(ownedBy(owner), inArray(textJobs.status, ['queued', 'running'])));
    if (Number(open?.count ?? 0) >= TEXT_JOB_LIMITS.maxOpenJobs) {
      throw new AppError(429, TEXT_JOB_MESSAGES.tooManyOpen, 'job_limit');
    }
    const [row] = await tx
      .insert(textJobs)
      .values({ ...owner, ...job, kind: 'rewrite', status: 'queued' })
      .returning({ id: textJobs.id });
    return row!.id;
  });
}

/** The job when it belongs to this owner; anyone else's (or none) is null alike. */
export async function findOwnedTextJob(db: Database, id: string, owner: Owner) {
  if (!UUID.test(id)) return null;
  const [job] = await db
    .select()
    .from(textJobs)
    .where(and(eq(textJobs.id, id), ownedBy(owner)));
  return job ?? null;
}

/** The job's finished chunks from `from` on, in order. */
export async function chunksFrom(db: Database, id: string, from = 0) {
  return db
    .select()
    .from(textJobChunks)
    .where(and(eq(textJobChunks.jobId, id), gte(textJobChunks.index, from)))
    .orderBy(asc(textJobChunks.index));
}

export async function jobStatus(db: Database, id: string) {
  const [row] = await db
    .select({ status: textJobs.status })
    .from(textJobs)
    .where(eq(textJobs.id, id));
  return row?.status ?? null;
}

/**
 * Takes a job up: only while it is queued, or running under a worker presumed gone (its
 * queue job expired and was handed on). Null when there is nothing to do.
 */
export async function claimTextJob(db: Database, id: string) {
  const [row] = await db
    .update(textJobs)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(and(eq(textJobs.id, id), inArray(textJobs.status, ['queued', 'running'])))
    .returning();
  return row ?? null;
}

/** A chunk's output, written once: a chunk run twice keeps its first answer. */
export async function saveChunk(
  db: Database,
  chunk: {
    jobId: string;
    index: number;
    output: string;
    inputTokens: number;
    outputTokens: number;
  },
) {
  await db.insert(textJobChunks).values(chunk).onConflictDoNothing();
}

/** Ends a running job; a cancelled one stays cancelled. */
export async function finishTextJob(
  db: Database,
  id: string,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
) {
  await db
    .update(textJobs)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(textJobs.id, id), eq(textJobs.status, 'running')));
}

/** Cancels an open job of this owner; true when it was open. */
export async function cancelOwnedTextJob(db: Database, id: string, owner: Owner) {
  const rows = await db
    .update(textJobs)
    .set({ status: 'cancelled', error: TEXT_JOB_MESSAGES.cancelled, updatedAt: sql`now()` })
    .where(
      and(eq(textJobs.id, id), ownedBy(owner), inArray(textJobs.status, ['queued', 'running'])),
    )
    .returning({ id: textJobs.id });
  return rows.length > 0;
}

/** Jobs still to run: what the queue must hold (a process stopped between storing and queueing). */
export async function openTextJobIds(db: Database) {
  const rows = await db
    .select({ id: textJobs.id })
    .from(textJobs)
    .where(inArray(textJobs.status, ['queued', 'running']));
  return rows.map((row) => row.id);
}
