import { WorkerPool } from '../../lib/worker-pool';
import type { DetectorScores } from './scores';

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

export interface LocalScorerPool {
  score(text: string): Promise<DetectorScores>;
  close(): Promise<void>;
}

/**
 * The embedded detector in worker threads (started on first use), for every feature that
 * scores texts: created once by detection, whose routes lend it to the humanizer.
 */
export function createLocalScorer(): LocalScorerPool {
  const pool = new WorkerPool({ script: scoreWorkerScript, ...SCORING_LIMITS });
  return {
    score: (text) => pool.run<DetectorScores>({ text }),
    close: () => pool.close(),
  };
}
