import { BATCH_LIMITS, BATCH_MESSAGES } from '@common/batches';
import { and, asc, desc, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, batchFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Owner } from '../../plugins/caller';

export type BatchRow = typeof batches.$inferSelect;
export type BatchFileRow = typeof batchFiles.$inferSelect;

/** One lock for the writes that read what is queued: two batches cannot take the same places. */
const QUEUE_LOCK = sql`select pg_advisory_xact_lock(hashtext('redraft:batches'))`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ownedBy = (owner: Owner) =>
  'userId' in owner ? eq(batches.userId, owner.userId) : eq(batches.sessionId, owner.sessionId);

export interface NewFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Stores a batch and its files, each with its place in the queue (decision 198): an owner
 * with nothing waiting starts level with the next file to run, an owner with files waiting
 * goes on after their last one, so owners take turns file by file whatever their batch sizes.
 */
export async function insertBatch(db: Database, owner: Owner, files: NewFile[]) {
  return db.transaction(async (tx) => {
    await tx.execute(QUEUE_LOCK);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(batches)
      .where(and(ownedBy(owner), inArray(batches.status, ['queued', 'running'])));
    if (Number(open?.count ?? 0) >= BATCH_LIMITS.maxOpenBatches) {
      throw new AppError(429, BATCH_MESSAGES.tooManyOpen, 'batch_limit');
    }
    if ('sessionId' in owner) {
      const [waiting] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${batchFiles.size}), 0)::float8` })
        .from(batchFiles)
        .innerJoin(batches, eq(batchFiles.batchId, batches.id))
        .where(and(isNotNull(batches.sessionId), isNotNull(batchFiles.bytes)));
      const adding = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
      if (Number(waiting?.bytes ?? 0) + adding > BATCH_LIMITS.maxAnonymousWaitingBytes) {
        throw new AppError(503, BATCH_MESSAGES.anonymousFull, 'batch_limit');
      }
    }
    const waitingTurn = (pick: 'max' | 'min', who: ReturnType<typeof ownedBy> | undefined) =>
      tx
        .select({ turn: pick === 'max' ? max(batchFiles.turn) : min(batchFiles.turn) })
        .from(batchFiles)
        .innerJoin(batches, eq(batchFiles.batchId, batches.id))
        .where(and(eq(batchFiles.status, 'queued'), who));
    const [next] = await waitingTurn('max', undefined);
    const [ownerLast] = await waitingTurn('min', ownedBy(owner));
    const start = ownerLast?.turn != null ? Number(ownerLast.turn) - 1 : Number(next?.turn ?? 0);
    const [batch] = await tx
      .insert(batches)
      .values({ ...owner, status: 'queued' })
      .returning({ id: batches.id, createdAt: batches.createdAt });
    const rows = await tx
      .insert(batchFiles)
      .values(
        files.map((file, position) => ({
          batchId: batch!.id,
          position,
          name: file.name,
          bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
          size: file.bytes.byteLength,
          status: 'queued' as const,
          turn: start - position,
        })),
      )
      .returning({ id: batchFiles.id, turn: batchFiles.turn });
    return { id: batch!.id, files: rows };
  });
}

/** The batch when it belongs to this owner; anyone else's (or none) is null alike. */
export async function findOwnedBatch(db: Database, id: string, owner: Owner) {
  if (!UUID.test(id)) return null;
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), ownedBy(owner)));
  if (!batch) return null;
  const files = await db
    .select({
      id: batchFiles.id,
      name: batchFiles.name,
      status: batchFiles.status,
      attempts: batchFiles.attempts,
      words: batchFiles.words,
      probability: batchFiles.probability,
      isAiGenerated: batchFiles.isAiGenerated,
      reasons: batchFiles.reasons,
      flaggedSentences: batchFiles.flaggedSentences,
      error: batchFiles.error,
    })
    .from(batchFiles)
    .where(eq(batchFiles.batchId, id))
    .orderBy(asc(batchFiles.position));
  return { batch, files };
}

export async function listOwnedBatches(db: Database, owner: Owner) {
  return db
    .select({
      id: batches.id,
      status: batches.status,
      createdAt: batches.createdAt,
      fileCount: sql<number>`count(${batchFiles.id})::int`,
      finishedCount: sql<number>`(count(${batchFiles.id}) filter (where ${batchFiles.status} in ('done', 'failed')))::int`,
    })
    .from(batches)
    .leftJoin(batchFiles, eq(batchFiles.batchId, batches.id))
    .where(ownedBy(owner))
    .groupBy(batches.id)
    .orderBy(desc(batches.createdAt))
    .limit(BATCH_LIMITS.listed);
}

/**
 * Cancels an open batch: its files not yet taken up are marked as not checked (their bytes
 * dropped) and their ids returned, to be taken out of the queue; a file being checked ends
 * normally. A finished batch is left as it is.
 */
export async function cancelOwnedBatch(db: Database, id: string, owner: Owner) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(batches)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(eq(batches.id, id), ownedBy(owner), inArray(batches.status, ['queued', 'running'])),
      )
      .returning({ id: batches.id });
    if (!batch) return [];
    const dropped = await tx
      .update(batchFiles)
      .set({
        status: 'failed',
        error: BATCH_MESSAGES.cancelled,
        bytes: null,
        finishedAt: sql`now()`,
      })
      .where(and(eq(batchFiles.batchId, id), eq(batchFiles.status, 'queued')))
      .returning({ id: batchFiles.id });
    return dropped.map((row) => row.id);
  });
}

interface ClaimedRow {
  id: string;
  batch_id: string;
  name: string;
  bytes: Uint8Array | null;
}

/**
 * Takes a file up for checking: only while it waits (or was being checked by a worker that
 * vanished) and its batch is open. Null when there is nothing to do: checked already, or
 * cancelled. Counts the attempt.
 */
export async function claimFile(db: Database, fileId: string) {
  // One statement (the claim and the batch's start together): a file costs the queue's two
  // round trips and these two, on PGlite's one connection.
  const result = (await db.execute(sql`
    with claimed as (
      update ${batchFiles} set status = 'running', attempts = ${batchFiles.attempts} + 1
      from ${batches}
      where ${batchFiles.id} = ${fileId}
        and ${batchFiles.status} in ('queued', 'running')
        and ${batches.id} = ${batchFiles.batchId}
        and ${batches.status} in ('queued', 'running')
      returning ${batchFiles.id}, ${batchFiles.batchId}, ${batchFiles.name}, ${batchFiles.bytes}
    ), started as (
      update ${batches} set status = 'running', updated_at = now()
      where ${batches.id} = (select batch_id from claimed) and ${batches.status} = 'queued'
    )
    select * from claimed`)) as unknown as { rows: ClaimedRow[] };
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    batchId: row.batch_id,
    name: row.name,
    bytes: row.bytes ? Buffer.from(row.bytes) : null,
  };
}

export type FileOutcome =
  | {
      status: 'done';
      words: number;
      probability: number;
      isAiGenerated: boolean;
      reasons: string[];
      flaggedSentences: { text: string; probability: number }[];
    }
  | { status: 'failed'; error: string };

/**
 * Records a file's outcome once: only the worker that holds it running writes, so a file
 * taken up twice (its first worker presumed gone) still ends with one result. Then closes
 * the batch when no file of it is left to check.
 */
export async function finishFile(db: Database, fileId: string, outcome: FileOutcome) {
  const done = outcome.status === 'done' ? outcome : null;
  await db.transaction(async (tx) => {
    const finished = (await tx.execute(sql`
      update ${batchFiles} set
        status = ${outcome.status},
        error = ${outcome.status === 'failed' ? outcome.error : null},
        words = ${done?.words ?? null},
        probability = ${done?.probability ?? null},
        is_ai_generated = ${done?.isAiGenerated ?? null},
        reasons = ${JSON.stringify(done?.reasons ?? [])}::jsonb,
        flagged_sentences = ${JSON.stringify(done?.flaggedSentences ?? [])}::jsonb,
        bytes = null,
        finished_at = now()
      where ${batchFiles.id} = ${fileId} and ${batchFiles.status} = 'running'
      returning ${batchFiles.batchId} as batch_id`)) as unknown as { rows: { batch_id: string }[] };
    const batchId = finished.rows[0]?.batch_id;
    if (!batchId) return;
    // Two workers finishing the last two files at once (PostgreSQL) would each see the other's
    // still running: the batch's row lock makes the second wait and then see the first's.
    await tx.execute(sql`select 1 from ${batches} where ${batches.id} = ${batchId} for update`);
    await tx.execute(sql`
      update ${batches} set status = 'done', updated_at = now()
      where ${batches.id} = ${batchId}
        and ${batches.status} = 'running'
        and not exists (
          select 1 from ${batchFiles}
          where ${batchFiles.batchId} = ${batchId} and ${batchFiles.status} in ('queued', 'running')
        )`);
  });
}

/** Files of open batches still to check, with their places: what the queue must hold. */
export async function waitingFiles(db: Database) {
  return db
    .select({ id: batchFiles.id, turn: batchFiles.turn })
    .from(batchFiles)
    .innerJoin(batches, eq(batchFiles.batchId, batches.id))
    .where(
      and(
        inArray(batchFiles.status, ['queued', 'running']),
        inArray(batches.status, ['queued', 'running']),
      ),
    );
}
