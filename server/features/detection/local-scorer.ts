import { AppError } from '../../lib/errors';
import { WorkerPool } from '../../lib/worker-pool';
import type { ScoreJob } from './score-worker';
import type { DetectorScores } from './scores';
import type { StyleMatchJob } from './stylometry/style-scores';

/** The scoring worker: loaded through tsx from source, a bundled sibling in dist/. */
const scoreWorkerScript = import.meta.url.endsWith('.ts')
  ? new URL('./score-worker-source.mjs', import.meta.url)
  : new URL('./score-worker.js', import.meta.url);

/** Scoring 1,000 words takes about 10 ms; the 2 MB a body may hold, a few seconds. */
const SCORING_LIMITS = {
  size: 2,
  timeoutMs: 30_000,
  heapMb: 256,
  maxQueue: 32,
  messages: { busy: 'The detector is busy with other texts. Please try again in a moment.' },
};

export const STYLE_MATCH_MESSAGES = {
  busy: 'The server is busy comparing other texts. Please try again in a moment.',
  failed: 'The style match could not be computed. Please try again.',
} as const;

export interface LocalScorerPool {
  score(text: string): Promise<DetectorScores>;
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
  const run = <T>(job: ScoreJob) => pool.run<T>(job);
  return {
    score: (text) => run<DetectorScores>({ text }),
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
