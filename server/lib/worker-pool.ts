import { Worker } from 'node:worker_threads';
import { AppError } from './errors';

export interface PoolOptions {
  /** The worker's module. */
  script: URL;
  size: number;
  /** Longest time one job may run before its worker is terminated. */
  timeoutMs: number;
  /** Heap limit of each worker; a file that needs more is refused, the server lives on. */
  heapMb: number;
  /** Jobs waiting for a free worker beyond this are refused at once (503). */
  maxQueue: number;
}

/** What a worker posts back: the result, or an error meant for the user. */
export type WorkerReply<T> =
  | { id: number; ok: true; value: T }
  | { id: number; ok: false; status: number; message: string; code?: string };

interface Job {
  id: number;
  payload: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A few long-lived worker threads for parsing untrusted files. Each job runs with a time
 * limit and each worker with a memory limit: a file that loops, explodes or crashes the
 * parser costs one worker (replaced at once) and gets a clear 4xx, while the event loop keeps
 * serving everyone else.
 */
export class WorkerPool {
  readonly #options: PoolOptions;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = options;
  }

  run<T>(payload: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#closed) return Promise.reject(new AppError(503, 'The server is shutting down'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        id: this.#nextId++,
        payload,
        transfer,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const idle = this.#idleSlot();
      if (idle) return this.#start(idle, job);
      if (this.#queue.length >= this.#options.maxQueue) {
        return reject(
          new AppError(503, 'The server is busy reading other files. Please try again.'),
        );
      }
      this.#queue.push(job);
    });
  }

  /** Workers currently alive (for tests and the benchmark). */
  get threadIds(): number[] {
    return this.#slots.map((slot) => slot.worker.threadId);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0))
      job.reject(new AppError(503, 'The server is shutting down'));
    await Promise.all(this.#slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  #idleSlot(): Slot | undefined {
    const idle = this.#slots.find((slot) => slot.job === null);
    if (idle) return idle;
    if (this.#slots.length < this.#options.size) {
      const slot: Slot = { worker: this.#spawn(), job: null, timer: null };
      this.#listen(slot);
      this.#slots.push(slot);
      return slot;
    }
    return undefined;
  }

  #spawn(): Worker {
    const worker = new Worker(this.#options.script, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.heapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      // Parsers print warnings about damaged files; those belong to no log, so they are dropped.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    return worker;
  }

  #listen(slot: Slot) {
    slot.worker.on('message', (reply: WorkerReply<unknown>) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      this.#finish(slot);
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new AppError(reply.status, reply.message, reply.code));
      this.#next(slot);
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const job = slot.job;
      this.#replace(slot);
      job?.reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AppError(
              413,
              `The file needs more than ${this.#options.heapMb} MB of memory to read, so it was not processed.`,
            )
          : new AppError(422, 'The file could not be read: it seems to be damaged.'),
      );
    });
    slot.worker.on('exit', () => {
      if (!this.#closed && this.#slots.includes(slot) && slot.job) {
        const job = slot.job;
        this.#replace(slot);
        job.reject(new AppError(422, 'The file could not be read: it seems to be damaged.'));
      }
    });
  }

  #start(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => {
      this.#replace(slot);
      job.reject(
        new AppError(
          422,
          `Reading the file took longer than ${this.#options.timeoutMs / 1000} seconds, so it was stopped.`,
        ),
      );
    }, this.#options.timeoutMs);
    slot.worker.postMessage({ id: job.id, payload: job.payload }, job.transfer);
  }

  #finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** Ends a worker that failed or overran, and puts a fresh one in its place for the queue. */
  #replace(slot: Slot) {
    this.#finish(slot);
    const index = this.#slots.indexOf(slot);
    if (index >= 0) this.#slots.splice(index, 1);
    slot.worker.removeAllListeners('message');
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    const waiting = this.#queue.shift();
    if (waiting && !this.#closed) {
      const fresh = this.#idleSlot();
      if (fresh) this.#start(fresh, waiting);
      else this.#queue.unshift(waiting);
    }
  }

  #next(slot: Slot) {
    const waiting = this.#queue.shift();
    if (waiting) this.#start(slot, waiting);
  }
}
