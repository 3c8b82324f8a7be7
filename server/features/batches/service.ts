import { BATCH_MESSAGES, type Batch, type BatchFile, isOpenBatch } from '@common/batches';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Owner } from '../../plugins/caller';
import { checkBatchFile, type FileChecking } from './check-file';
import {
  cancelOwnedBatch,
  findOwnedBatch,
  insertBatch,
  listOwnedBatches,
  waitingFiles,
} from './store';
import type { BatchUpload } from './upload';

/** The queue the files of batches wait in, one job per file (its id is the file's). */
export const BATCH_FILE_QUEUE = 'batch-file';

export interface BatchDeps {
  db: Database;
  queue: JobQueue;
}

/** Stores the batch, then queues its files; a file stored but not queued is queued at start. */
export async function createBatch(deps: BatchDeps, owner: Owner, uploads: BatchUpload[]) {
  const batch = await insertBatch(deps.db, owner, uploads);
  await deps.queue.enqueue(
    BATCH_FILE_QUEUE,
    batch.files.map((file) => ({ id: file.id, data: {}, priority: file.turn })),
  );
  return { id: batch.id };
}

export async function getBatch(db: Database, id: string, owner: Owner): Promise<Batch> {
  const found = await findOwnedBatch(db, id, owner);
  if (!found) throw new AppError(404, BATCH_MESSAGES.notFound);
  return {
    id: found.batch.id,
    status: found.batch.status,
    createdAt: found.batch.createdAt.toISOString(),
    files: found.files.map(
      (file): BatchFile => ({
        name: file.name,
        status: file.status,
        probability: file.probability,
        isAIGenerated: file.isAiGenerated,
        error: file.error,
        words: file.words,
        reasons: file.reasons,
        flaggedSentences: file.flaggedSentences,
      }),
    ),
  };
}

/** A batch whose report can be written: every file done or failed (or the batch cancelled). */
export async function finishedBatch(db: Database, id: string, owner: Owner): Promise<Batch> {
  const batch = await getBatch(db, id, owner);
  if (isOpenBatch(batch.status)) throw new AppError(409, BATCH_MESSAGES.notFinished, 'running');
  return batch;
}

export async function listBatches(db: Database, owner: Owner) {
  const rows = await listOwnedBatches(db, owner);
  return {
    batches: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      fileCount: Number(row.fileCount),
      finishedCount: Number(row.finishedCount),
    })),
  };
}

/** Cancels from any tab: files not yet taken up leave the queue; the batch answers as it is now. */
export async function cancelBatch(deps: BatchDeps, id: string, owner: Owner): Promise<Batch> {
  const current = await getBatch(deps.db, id, owner);
  const dropped = await cancelOwnedBatch(deps.db, current.id, owner);
  await deps.queue.cancel(BATCH_FILE_QUEUE, dropped);
  return getBatch(deps.db, id, owner);
}

/**
 * Starts this process's share of the work: first queues any file that was stored but never
 * queued (the process stopped between the two), then works the queue.
 */
export async function startBatchWorker(
  deps: BatchDeps,
  checking: FileChecking,
  concurrency: number,
) {
  const waiting = await waitingFiles(deps.db);
  const missing = new Set(
    await deps.queue.missing(
      BATCH_FILE_QUEUE,
      waiting.map((file) => file.id),
    ),
  );
  await deps.queue.enqueue(
    BATCH_FILE_QUEUE,
    waiting
      .filter((file) => missing.has(file.id))
      .map((file) => ({ id: file.id, data: {}, priority: file.turn })),
  );
  await deps.queue.work(BATCH_FILE_QUEUE, concurrency, (job) => checkBatchFile(checking, job.id));
}
