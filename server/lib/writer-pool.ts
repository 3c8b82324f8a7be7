import { WorkerPool } from './worker-pool';

/**
 * Limits of the processes that write files (PDF, Word, LaTeX): a 2 MB text takes 2–3 s, so
 * 30 s is far beyond any real export; the memory cap counts every allocation, not just the heap.
 */
export const WRITER_LIMITS = {
  size: 2,
  timeoutMs: 30_000,
  heapMb: 256,
  memoryMb: 512,
  maxQueue: 16,
  recycleAboveMb: 160,
  idleMs: 15_000,
} as const;

/**
 * A pool of child processes that write files off the event loop, in bounded time and memory;
 * `what` names the file in the messages ('document', 'report').
 */
export function writerPool(script: URL, what: string): WorkerPool {
  return new WorkerPool({
    script,
    isolation: 'process',
    ...WRITER_LIMITS,
    messages: {
      busy: `The server is busy writing other files. Please try again in a moment.`,
      timeout: `Writing the ${what} took longer than {seconds} seconds, so it was stopped. Please export a shorter text.`,
      outOfMemory: `Writing the ${what} needs more than {mb} MB of memory, so it was not written. Please export a shorter text.`,
      failed: `The ${what} could not be written.`,
    },
  });
}

/** A file's bytes as they come back from a writer process (structured clone gives a Uint8Array). */
export const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
