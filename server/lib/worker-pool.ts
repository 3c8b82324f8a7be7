import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, TryAgainLater } from './errors';
import { FairQueue } from './fair-queue';
import type { WORKER_READY } from './worker-port';

/** What the pool tells the user when a job cannot be done; each pool speaks of its own work. */
export interface PoolMessages {
  /** 503: every worker is busy and the queue is full. */
  busy: string;
  /** 422: the job ran past the time limit (seconds as {seconds}). */
  timeout: string;
  /** 413: the job needed more memory than the worker has (megabytes as {mb}). */
  outOfMemory: string;
  /** 422: the worker died or its code threw. */
  failed: string;
}

const FILE_MESSAGES: PoolMessages = {
  busy: 'The server is busy reading other files. Please try again.',
  timeout: 'Reading the file took longer than {seconds} seconds, so it was stopped.',
  outOfMemory: 'The file needs more than {mb} MB of memory to read, so it was not processed.',
  failed: 'The file could not be read: it seems to be damaged.',
};

export interface PoolOptions {
  /** The worker's module (it answers jobs with serveJobs, see worker-port.ts). */
  script: URL;
  size: number;
  /** Longest time one job may run before its worker is ended. */
  timeoutMs: number;
  /** V8 heap limit of each worker; a job that needs more is refused, the server lives on. */
  heapMb: number;
  /** Jobs waiting for a free worker beyond this are refused at once (503). */
  maxQueue: number;
  /**
   * Jobs one caller (run's `caller`) may have waiting; beyond it that caller is refused at
   * once. Waiting jobs are served one per caller in turn (server/lib/fair-queue.ts), so a
   * burst from one caller never stands before another caller's single job. Default: maxQueue.
   */
  perCallerQueue?: number;
  /** A job that waited this long for a worker is refused with the busy message. Default: none. */
  maxWaitMs?: number;
  /**
   * When set, a job refused for a full queue gets a 429 whose Retry-After is this many
   * seconds, instead of a 503: the caller asked for more than its share, the server is well.
   */
  busyRetryAfterSeconds?: number;
  /**
   * 'thread' (the default) bounds only the V8 heap. 'process' runs each worker as a child
   * process whose whole writable memory (heap, buffers, native allocations) is capped at
   * `memoryMb` by the kernel (RLIMIT_DATA), for code that allocates outside the heap.
   */
  isolation?: 'thread' | 'process';
  /** process: the cap on the child's writable memory. */
  memoryMb?: number;
  /** process: a child whose resident memory is above this after a job is ended, giving it back. */
  recycleAboveMb?: number;
  /** An idle worker ends after this long (the next job starts a fresh one). */
  idleMs?: number;
  messages?: Partial<PoolMessages>;
}

/**
 * How long a new worker may take to load before it is taken for broken: far beyond any real
 * start (a child process loads in 1–2 s on a busy machine).
 */
const STARTUP_LIMIT_MS = 60_000;

/** What a worker posts back: the result, or an error meant for the user. */
export type WorkerReply<T> =
  | { id: number; ok: true; value: T; rssMb?: number }
  | {
      id: number;
      ok: false;
      status: number;
      message: string;
      code?: string;
      outOfMemory?: boolean;
      rssMb?: number;
    };

interface Job {
  id: number;
  /** Whose job it is, for the queue's turns; a job with no caller is a caller of its own. */
  caller: unknown;
  payload: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** One worker, thread or child process, behind the same few calls. */
interface Runner {
  readonly id: number;
  send(message: unknown, transfer: ArrayBuffer[]): void;
  /** Ends the worker; its listeners are gone first, so nothing more is reported. */
  stop(): void;
}

interface RunnerEvents {
  message(reply: WorkerReply<unknown> | typeof WORKER_READY): void;
  /** The worker died: out of memory, or for any other reason. */
  died(outOfMemory: boolean): void;
}

interface Slot {
  runner: Runner;
  /** The worker has loaded and listens (WORKER_READY): jobs are sent from then on. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
}

function startThread(options: PoolOptions, events: RunnerEvents): Runner {
  const worker = new Worker(options.script, {
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
    // Parsers print warnings about damaged files; those belong to no log, so they are dropped.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  worker.on('message', events.message);
  worker.on('error', (error: Error & { code?: string }) =>
    events.died(error.code === 'ERR_WORKER_OUT_OF_MEMORY'),
  );
  worker.on('exit', () => events.died(false));
  return {
    id: worker.threadId,
    send: (message, transfer) => worker.postMessage(message, transfer),
    stop() {
      worker.removeAllListeners();
      worker.on('error', () => {});
      void worker.terminate();
    },
  };
}

/**
 * RLIMIT_DATA a bare Node.js needs before any job: from Node 24, V8 reserves its code range
 * as private writable memory, and a child capped at 512 MB died at start ('Failed to reserve
 * virtual memory for CodeRange'). Measured: Node 20 and 22 start under a 64 MB cap, Node 24
 * needs 576 MB. The reservation is added to the cap, so the job itself keeps the memory the cap
 * promises; the V8 heap limit (--max-old-space-size) is unchanged.
 */
export function runtimeReserveMb(nodeVersion = process.versions.node): number {
  const major = Number(nodeVersion.split('.')[0]);
  return major >= 24 ? 512 : 0;
}

/** Node's own words when V8 or an allocation runs out of the memory it may use. */
// Node 24 words a Buffer it cannot get 'RangeError: Failed to allocate memory'.
const OUT_OF_MEMORY =
  /out of memory|allocation failed|failed to allocate memory|Invalid array buffer length/i;

function startProcess(options: PoolOptions, events: RunnerEvents): Runner {
  const script = fileURLToPath(options.script);
  const node = [
    process.execPath,
    `--max-old-space-size=${options.heapMb}`,
    '--max-semi-space-size=16',
    script,
  ];
  // RLIMIT_DATA counts every private writable mapping (Linux 4.7+): the V8 heap, ArrayBuffers,
  // malloc, thread stacks. Address space (ulimit -v) would also count V8's reservations.
  const capped = options.memoryMb && process.platform !== 'win32';
  const child: ChildProcess = capped
    ? spawn(
        '/bin/sh',
        [
          '-c',
          `ulimit -d ${(options.memoryMb! + runtimeReserveMb()) * 1024} && exec "$@"`,
          'sh',
          ...node,
        ],
        { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' },
      )
    : spawn(node[0]!, node.slice(1), {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
      });
  // The last words of a dying child tell an exhausted heap from a crash; nothing is logged.
  let lastWords = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = (lastWords + chunk.toString('utf8')).slice(-4096);
  });
  child.on('message', events.message);
  child.on('error', () => events.died(false));
  // 'close', not 'exit': the last words on stderr may arrive after the exit itself.
  child.on('close', (_code, signal) => {
    // Native code that finds no memory under the cap aborts or faults rather than throwing:
    // a capped child that dies by a signal ran out of memory.
    const fatalSignal = signal !== null && signal !== 'SIGKILL' && signal !== 'SIGTERM';
    events.died(OUT_OF_MEMORY.test(lastWords) || (Boolean(capped) && fatalSignal));
  });
  return {
    id: child.pid ?? -1,
    send: (message) => child.send(message as never),
    stop() {
      child.removeAllListeners();
      child.stderr?.removeAllListeners();
      child.on('error', () => {});
      child.kill('SIGKILL');
    },
  };
}

/** What a pool is doing now, read by the metrics (server/plugins/metrics.ts) when scraped. */
export interface PoolLoad {
  /** The worker's module name: parse-worker, pixel-worker, score-worker, hash-worker, export-worker, report-worker. */
  name: string;
  queued: number;
  busy: number;
  workers: number;
}

/** Every pool not yet closed; a server has a few, built at start. */
const openPools = new Set<WorkerPool>();

export function poolLoads(): PoolLoad[] {
  return [...openPools].map((pool) => pool.load);
}

/**
 * A few long-lived workers for untrusted or heavy work. Each job runs with a time limit and
 * each worker with a memory limit: a job that loops, explodes or crashes costs one worker
 * (replaced at once) and gets a clear 4xx, while the event loop keeps serving everyone else.
 */
export class WorkerPool {
  readonly #options: PoolOptions;
  readonly #messages: PoolMessages;
  readonly #slots: Slot[] = [];
  readonly #queue: FairQueue<Job>;
  #nextId = 1;
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = options;
    this.#messages = { ...FILE_MESSAGES, ...options.messages };
    this.#queue = new FairQueue<Job>({
      maxItems: options.maxQueue,
      perCaller: options.perCallerQueue ?? options.maxQueue,
      maxWaitMs: options.maxWaitMs,
      expired: (job) => job.reject(this.#busy()),
      // Time spent while no worker has loaded yet is not time behind other jobs.
      mayExpire: () => this.#slots.some((slot) => slot.ready),
    });
    openPools.add(this);
  }

  get load(): PoolLoad {
    const file = this.#options.script.pathname.split('/').at(-1) ?? 'worker';
    return {
      name: file.replace(/(-source)?\.[a-z]+$/, ''),
      queued: this.#queue.size,
      busy: this.#slots.filter((slot) => slot.job !== null).length,
      workers: this.#slots.length,
    };
  }

  /**
   * Runs a job. `caller` (an address, a session) gets its fair share of the queue; `weight`
   * is how much of maxQueue the job takes while it waits (see FairQueue.push).
   */
  run<T>(
    payload: unknown,
    transfer: ArrayBuffer[] = [],
    { caller, weight }: { caller?: string; weight?: number } = {},
  ): Promise<T> {
    if (this.#closed) return Promise.reject(new AppError(503, 'The server is shutting down'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        id: this.#nextId++,
        caller: caller ?? Symbol('job'),
        payload,
        transfer,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const idle = this.#idleSlot();
      if (idle) return this.#start(idle, job);
      if (this.#queue.push(job.caller, job, weight)) reject(this.#busy());
    });
  }

  /** The refusal of a job the queue cannot take, or that waited past maxWaitMs. */
  #busy(): AppError {
    const retryAfter = this.#options.busyRetryAfterSeconds;
    return retryAfter
      ? new TryAgainLater(this.#messages.busy, retryAfter)
      : new AppError(503, this.#messages.busy);
  }

  /** Workers currently alive: thread ids, or process ids (for tests and the benchmark). */
  get threadIds(): number[] {
    return this.#slots.map((slot) => slot.runner.id);
  }

  async close(): Promise<void> {
    this.#closed = true;
    openPools.delete(this);
    for (const job of this.#queue.drain()) {
      job.reject(new AppError(503, 'The server is shutting down'));
    }
    for (const slot of this.#slots.splice(0)) {
      this.#finish(slot);
      slot.runner.stop();
    }
  }

  #idleSlot(): Slot | undefined {
    const idle = this.#slots.find((slot) => slot.job === null);
    if (idle) return idle;
    if (this.#slots.length < this.#options.size) {
      const slot = { ready: false, job: null, timer: null, idle: null } as unknown as Slot;
      const events: RunnerEvents = {
        message: (reply) => ('ready' in reply ? this.#ready(slot) : this.#answer(slot, reply)),
        died: (outOfMemory) => this.#died(slot, outOfMemory),
      };
      slot.runner =
        this.#options.isolation === 'process'
          ? startProcess(this.#options, events)
          : startThread(this.#options, events);
      this.#slots.push(slot);
      return slot;
    }
    return undefined;
  }

  #error(kind: 'timeout' | 'outOfMemory' | 'failed'): AppError {
    const memoryMb = this.#options.memoryMb ?? this.#options.heapMb;
    const text = this.#messages[kind]
      .replace('{seconds}', String(this.#options.timeoutMs / 1000))
      .replace('{mb}', String(memoryMb));
    return new AppError(kind === 'outOfMemory' ? 413 : 422, text);
  }

  #answer(slot: Slot, reply: WorkerReply<unknown>) {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    this.#finish(slot);
    if (reply.ok) job.resolve(reply.value);
    else if ('outOfMemory' in reply && reply.outOfMemory) job.reject(this.#error('outOfMemory'));
    else job.reject(new AppError(reply.status, reply.message, reply.code));
    const recycle = this.#options.recycleAboveMb;
    // A worker that ran out of memory, or holds a spike's worth of it, is ended: the memory
    // goes back to the system and the next job gets a fresh worker.
    if (('outOfMemory' in reply && reply.outOfMemory) || (recycle && (reply.rssMb ?? 0) > recycle))
      this.#retire(slot);
    else this.#next(slot);
  }

  #died(slot: Slot, outOfMemory: boolean) {
    const job = slot.job;
    this.#retire(slot);
    job?.reject(this.#error(outOfMemory ? 'outOfMemory' : 'failed'));
  }

  #start(slot: Slot, job: Job) {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.job = job;
    if (!slot.ready) {
      // The job waits for its worker to load (#ready sends it); a worker that never does fails it.
      slot.timer = setTimeout(() => {
        this.#retire(slot);
        job.reject(this.#error('failed'));
      }, STARTUP_LIMIT_MS);
      return;
    }
    slot.timer = setTimeout(() => {
      this.#retire(slot);
      job.reject(this.#error('timeout'));
    }, this.#options.timeoutMs);
    slot.runner.send({ id: job.id, payload: job.payload }, job.transfer);
  }

  #ready(slot: Slot) {
    if (slot.ready) return;
    slot.ready = true;
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    this.#start(slot, job);
  }

  #finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idle) clearTimeout(slot.idle);
    slot.timer = null;
    slot.idle = null;
    slot.job = null;
  }

  /** Ends a worker (failed, overran, too big, or idle) and starts the queue's next job. */
  #retire(slot: Slot) {
    this.#finish(slot);
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    slot.runner.stop();
    if (this.#queue.size === 0 || this.#closed) return;
    // A slot was freed just above, so a fresh worker can always be started for the next job.
    const fresh = this.#idleSlot();
    const waiting = fresh && this.#queue.shift();
    if (fresh && waiting) this.#start(fresh, waiting);
  }

  #next(slot: Slot) {
    const waiting = this.#queue.shift();
    if (waiting) return this.#start(slot, waiting);
    const idleMs = this.#options.idleMs;
    if (idleMs && !this.#closed) {
      slot.idle = setTimeout(() => this.#retire(slot), idleMs);
      slot.idle.unref();
    }
  }
}
