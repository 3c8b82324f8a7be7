import { availableParallelism } from 'node:os';
import { AppError } from '../../lib/errors';
import { WorkerPool } from '../../lib/worker-pool';
import type { ScoreJob } from './score-worker';
import type { DetectorScores } from './scores';
import type { StyleMatchJob } from './stylometry/style-scores';

/** The scoring worker: loaded through tsx from source, a bundled sibling in dist/. */
const scoreWorkerScript = import.meta.url.endsWith('.ts')
  ? new URL('./score-worker-source.mjs', import.meta.url)
  : new URL('./score-worker.js', import.meta.url);

/** Characters of text that count as one job in the queue's bound (see scoringWeight). */
const CHARS_PER_QUEUE_UNIT = 25_000;

/**
 * Scoring 1,000 words takes about 10 ms of a core; the 2 MB a body may hold, a few seconds.
 * A burst waits rather than failing (docs/decisions/188-detection-bursts-wait-in-a-fair-queue.md):
 * one thread per core the server is given, 512 queue units (12.8 million characters at most
 * held while waiting), 32 waiting jobs per address, and 5 s of wait before the busy answer.
 */
export const SCORING_LIMITS = {
  size: availableParallelism(),
  timeoutMs: 30_000,
  heapMb: 256,
  maxQueue: 512,
  perCallerQueue: 32,
  maxWaitMs: 5_000,
  messages: { busy: 'The detector is busy with other texts. Please try again in a moment.' },
};

/** A long text holds more memory while it waits: one unit per 25,000 characters begun. */
export const scoringWeight = (text: string) => Math.ceil(text.length / CHARS_PER_QUEUE_UNIT) || 1;

export const STYLE_MATCH_MESSAGES = {
  busy: 'The server is busy comparing other texts. Please try again in a moment.',
  failed: 'The style match could not be computed. Please try again.',
} as const;

export interface LocalScorerPool {
  /** `caller` (the address) shares the queue fairly with others; without one, a job is its own. */
  score(text: string, caller?: string): Promise<DetectorScores>;
  /** The library's style match (excerpts only: common/style-excerpt.ts bounds them). */
  matchStyle(job: StyleMatchJob): Promise<number[] | null>;
  close(): Promise<void>;
}

/**
 * The embedded detector in worker threads (started on first use), for every feature that
 * scores texts: created once by detection, whose routes lend it to the humanizer and to the
 * library's style match (one pool of scoring threads for the server, not one per feature).
 */
export function createLocalScorer(): LocalScorerPool {
  const pool = new WorkerPool({ script: scoreWorkerScript, ...SCORING_LIMITS });
  const run = <T>(job: ScoreJob, caller?: string, weight?: number) =>
    pool.run<T>(job, [], { caller, weight });
  return {
    score: (text, caller) => run<DetectorScores>({ text }, caller, scoringWeight(text)),
    async matchStyle(job) {
      try {
        return await run<number[] | null>({ styleMatch: job });
      } catch (error) {
        // The pool speaks of the detector; a style match says what it was doing.
        const busy = error instanceof AppError && error.statusCode === 503;
        throw new AppError(
          busy ? 503 : 500,
          busy ? STYLE_MATCH_MESSAGES.busy : STYLE_MATCH_MESSAGES.failed,
          undefined,
          error,
        );
      }
    },
    close: () => pool.close(),
  };
}
