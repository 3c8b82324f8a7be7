// The worker side of WorkerPool: one job at a time in, one reply out, the same code whether the
// pool runs this module as a worker thread or as a child process.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

/**
 * A worker's first message, once its module has loaded and it listens for jobs: a job's time
 * limit runs from here, so that starting a worker on a busy machine is not charged to the job.
 */
export const WORKER_READY = { ready: true } as const;

/** An error meant for the user, with its status; anything else gets the pool's own answer. */
export interface JobFailure {
  status: number;
  message: string;
  code?: string;
}

export interface JobHandler<P, R> {
  run(payload: P): Promise<R> | R;
  /** The user's answer for an error the job raised, or null for an unexpected one. */
  failure(error: unknown): JobFailure | null;
  /** Buffers moved, not copied, to the pool (threads only). */
  transfer?(value: R): ArrayBuffer[];
  /** The answer for an unexpected error. */
  fallback: JobFailure;
}

/** Node's words when an allocation is refused (the heap's or the process's memory limit). */
const ALLOCATION_FAILED =
  /allocation failed|Invalid array buffer length|Invalid string length|Invalid typed array length/i;

function isOutOfMemory(error: unknown): boolean {
  return error instanceof RangeError && ALLOCATION_FAILED.test(error.message);
}

export function serveJobs<P, R>(handler: JobHandler<P, R>): void {
  const inProcess = !parentPort;
  const rssMb = () => (inProcess ? Math.round(process.memoryUsage.rss() / 1024 / 1024) : undefined);
  const send = (reply: WorkerReply<R> | typeof WORKER_READY, transfer: ArrayBuffer[] = []) => {
    if (parentPort) parentPort.postMessage(reply, transfer);
    else process.send?.(reply);
  };
  const onJob = async ({ id, payload }: { id: number; payload: P }) => {
    try {
      const value = await handler.run(payload);
      send({ id, ok: true, value, rssMb: rssMb() }, handler.transfer?.(value) ?? []);
    } catch (error) {
      if (isOutOfMemory(error)) {
        send({ id, ok: false, outOfMemory: true, status: 413, message: '', rssMb: rssMb() });
        return;
      }
      const failure = handler.failure(error) ?? handler.fallback;
      send({ id, ok: false, ...failure, rssMb: rssMb() });
    }
  };
  if (parentPort) parentPort.on('message', onJob);
  else {
    process.on('message', onJob as (message: unknown) => void);
    // The server went away: nothing more will come.
    process.on('disconnect', () => process.exit(0));
  }
  // Loaded and listening: the pool starts the first job's clock now.
  send(WORKER_READY);
}
