import { BATCH_MESSAGES } from '@common/batches';
import { countWords } from '@common/chunking';
import {
  MAX_DETECTION_CHARS,
  MIN_DETECTION_CHARS,
  MIXED_FROM,
  TOO_SHORT_MESSAGE,
  textTooLongMessage,
} from '@common/detection';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ScoreLocally } from '../detection/routes';
import type { DocumentReaders } from '../documents/routes';
import { claimFile, type FileOutcome, finishFile } from './store';

/** What checking a file needs: the parsing pool and the local detector's threads. */
export interface FileChecking {
  db: Database;
  readFile: DocumentReaders['readFile'];
  score: ScoreLocally;
  log: FastifyBaseLogger;
}

/** Flagged sentences kept per file: the report lists the strongest. */
const FLAGGED_KEPT = 10;
/** A busy detector (its fair queue full) is waited for, not counted as the file's fault. */
const BUSY_RETRIES = 20;
const BUSY_PAUSE_MS = 1_000;

/**
 * The queue's job for one file: take it up (once, unless its batch was cancelled or it is
 * checked already), read it with the extractors, score it with the local detector, record
 * the outcome. A file that cannot be read or scored fails alone, with the reason.
 */
export async function checkBatchFile(checking: FileChecking, fileId: string): Promise<void> {
  const file = await claimFile(checking.db, fileId);
  if (!file) return;
  let outcome: FileOutcome;
  try {
    outcome = await scoreFile(checking, file.batchId, file.name, file.bytes);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) {
      checking.log.warn({ err: error, fileId }, 'batch file failed');
    }
    outcome = {
      status: 'failed',
      error:
        error instanceof AppError && error.statusCode < 500
          ? error.message
          : BATCH_MESSAGES.readFailed,
    };
  }
  await finishFile(checking.db, fileId, outcome);
}

async function scoreFile(
  checking: FileChecking,
  batchId: string,
  name: string,
  bytes: Buffer | null,
): Promise<FileOutcome> {
  if (!bytes) throw new AppError(400, BATCH_MESSAGES.readFailed);
  const text = await checking.readFile({ bytes: new Uint8Array(bytes), filename: name });
  if (text.trim().length < MIN_DETECTION_CHARS) throw new AppError(400, TOO_SHORT_MESSAGE);
  if (text.length > MAX_DETECTION_CHARS) throw new AppError(413, textTooLongMessage(text.length));
  // The batch takes its turns in the detector's fair queue as one caller.
  const scores = await withBusyRetries(() => checking.score(text, `batch:${batchId}`));
  return {
    status: 'done',
    words: countWords(text),
    probability: scores.probability,
    isAiGenerated: scores.isAIGenerated,
    reasons: scores.reasons,
    flaggedSentences: scores.sentences
      .filter((sentence) => sentence.probability >= MIXED_FROM)
      .sort((a, b) => b.probability - a.probability)
      .slice(0, FLAGGED_KEPT)
      .map((sentence) => ({ text: sentence.text, probability: sentence.probability })),
  };
}

async function withBusyRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const busy = error instanceof AppError && error.statusCode === 503;
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
    }
  }
}
