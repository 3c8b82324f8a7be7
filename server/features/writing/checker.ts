import type { CheckWritingResponse, WritingDialect } from '@common/writing';
import { WorkerPool } from '../../lib/worker-pool';
import type { WritingJob } from './writing-worker';

/** The writing worker: loaded through tsx from source, a bundled sibling in dist/. */
const writingWorkerScript = import.meta.url.endsWith('.ts')
  ? new URL('./writing-worker-source.mjs', import.meta.url)
  : new URL('./writing-worker.js', import.meta.url);

/**
 * One checking thread: Harper holds about 300 MB once started, so the server keeps one, started
 * by the first check and ended after ten idle minutes (the memory goes back). 100,000
 * characters, the most one request holds, take about 4 s; the time limit leaves room for a busy
 * machine. Harper's WebAssembly memory lies outside the V8 heap the limit bounds.
 */
const WRITING_LIMITS = {
  size: 1,
  timeoutMs: 30_000,
  heapMb: 256,
  maxQueue: 16,
  idleMs: 10 * 60_000,
  messages: {
    busy: 'The writing checker is busy with other texts. Please try again in a moment.',
    timeout: 'Checking the text took longer than {seconds} seconds, so it was stopped.',
    outOfMemory: 'The text needs more than {mb} MB of memory to check. Please check it in parts.',
    failed: 'The writing check failed. Please try again.',
  },
};

export interface WritingChecker {
  check(text: string, dialect: WritingDialect): Promise<CheckWritingResponse>;
  close(): Promise<void>;
}

export function createWritingChecker(): WritingChecker {
  const pool = new WorkerPool({ script: writingWorkerScript, ...WRITING_LIMITS });
  return {
    check: (text, dialect) =>
      pool.run<CheckWritingResponse>({ text, dialect } satisfies WritingJob),
    close: () => pool.close(),
  };
}
