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

export interface NewTextJob {
  kind: TextJobRow['kind'];
  payerSessionId: string;
  request: Record<string, unknown>;
  totalChunks: number;
}

/**
 * Stores a job, queued; 429 when the owner already has the most open jobs allowed. `before`
 * runs in the same transaction once the cap is passed, and may give the job its id (a
 * humanization's is that of its `rewrite_jobs` row).
 */
export async function insertTextJob(
  db: Database,
  owner: Owner,
  job: NewTextJob,
  before?: (tx: Database) => Promise<string>,
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
    const id = before ? await before(tx as unknown as Database) : undefined;
    const [row] = await tx
      .insert(textJobs)
      .values({ ...owner, ...job, ...(id ? { id } : {}), status: 'queued' })
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

/** The job's finished chunks of one pass from `from` on, in order (a rewrite has pass 1 only). */
export async function chunksFrom(db: Database, id: string, from = 0, pass = 1) {
  return db
    .select()
    .from(textJobChunks)
    .where(
      and(
        eq(textJobChunks.jobId, id),
        eq(textJobChunks.pass, pass),
        gte(textJobChunks.index, from),
      ),
    )
    .orderBy(asc(textJobChunks.index));
}

/** Tokens of all the job's chunks, every pass. */
export async function jobUsage(db: Database, id: string) {
  const [row] = await db
    .select({
      inputTokens: sql<number>`coalesce(sum(${textJobChunks.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${textJobChunks.outputTokens}), 0)::int`,
    })
    .from(textJobChunks)
    .where(eq(textJobChunks.jobId, id));
  return {
    inputTokens: Number(row?.inputTokens ?? 0),
    outputTokens: Number(row?.outputTokens ?? 0),
  };
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
    pass?: number;
    index: number;
    output: string;
    retried?: boolean;
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

/**
 * Records a humanization's finished pass, once: only while the job has exactly the passes
 * before it (a round run twice finds it recorded). The next pass's chunk count comes with it;
 * the last pass ends the job in the same statement, so a job seen open has a pass to come.
 */
export async function savePass(
  db: Database,
  id: string,
  passes: unknown[],
  next: { totalChunks: number } | 'done',
) {
  await db
    .update(textJobs)
    .set({
      passes,
      ...(next === 'done' ? { status: 'done' as const } : { totalChunks: next.totalChunks }),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(textJobs.id, id),
        eq(textJobs.status, 'running'),
        sql`coalesce(jsonb_array_length(${textJobs.passes}), 0) = ${passes.length - 1}`,
      ),
    );
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
