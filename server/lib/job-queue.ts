import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobSettings } from '../config';
import type { SqlExecutor } from '../db/client';
import type { JobWakeup } from './job-wakeup';

/**
 * The durable job queue: pg-boss on the app's own database, PGlite or PostgreSQL
 * (docs/decisions/196-job-queue-pg-boss.md). Jobs are rows, leased with SKIP LOCKED, so any
 * number of processes may work one queue; a job whose worker vanished is handed on when it
 * expires (`expireSeconds`), and one whose worker stopped cleanly is failed back for a retry.
 * A job queued wakes idle workers at once: this process's directly, other processes' through
 * `JobWakeup` (Redis or PostgreSQL notices, decision 245); the poll stays as the fallback.
 */
export interface JobQueue {
  /** Adds jobs, each with its own id (the caller's row id) and place (`priority`, higher first). */
  enqueue(queue: string, jobs: QueuedJob[]): Promise<void>;
  /** Works the queue with `concurrency` loops in this process, until the queue is stopped. */
  work(queue: string, concurrency: number, handler: JobHandler): Promise<void>;
  /** Takes jobs that have not started out of the queue; started ones run to their end. */
  cancel(queue: string, ids: string[]): Promise<void>;
  /** The ids among `ids` that have no job in the queue (so were never queued). */
  missing(queue: string, ids: string[]): Promise<string[]>;
  /** Stops fetching, lets running jobs end (within `graceMs`), fails back any still running. */
  stop(graceMs?: number): Promise<void>;
}

export interface QueuedJob {
  id: string;
  data: Record<string, unknown>;
  priority: number;
}

export type JobHandler = (job: { id: string; data: Record<string, unknown> }) => Promise<void>;

/** Where pg-boss keeps its tables, apart from the app's (which drizzle's migrations own). */
const SCHEMA = 'pgboss';
/** A job failed by an error (not by its worker vanishing) is tried this many times more. */
const RETRY_LIMIT = 3;

/** PostgreSQL's codes for an object made twice: unique violation, duplicate schema or table, object. */
const CREATION_RACE_CODES = new Set(['23505', '42P06', '42P07', '42710']);
const STARTS = 5;

function isCreationRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CREATION_RACE_CODES.has(code);
}

/**
 * Starts pg-boss, which creates its schema on a database's first start. Two instances starting
 * together on one new database both try to create it, and the second fails with a unique
 * violation (pg-boss 10 takes no lock before `CREATE SCHEMA`): that one starts again a moment
 * later, and finds the schema the first made.
 */
async function startBoss(create: () => PgBoss): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = create();
    try {
      await boss.start();
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      if (!isCreationRace(error) || attempt === STARTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200 * attempt));
    }
  }
}

export async function startJobQueue(
  executeSql: SqlExecutor,
  settings: JobSettings,
  log: FastifyBaseLogger,
  queues: string[],
  /** Wakes workers of other processes when this one queues (none on PGlite: one process). */
  wakeup?: JobWakeup,
): Promise<JobQueue> {
  const statements = trackStatements(executeSql);
  /** Set when stop begins: a job fetched from then on is handed back, not started. */
  let stopping = false;
  const boss = await startBoss(() => {
    const created = new PgBoss({
      db: { executeSql: statements.run },
      schema: SCHEMA,
      // No cron schedules: their clock monitor would only be idle work.
      schedule: false,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      monitorStateIntervalSeconds: settings.maintenanceSeconds,
      expireInSeconds: settings.expireSeconds,
      retryLimit: RETRY_LIMIT,
      retryDelay: 2,
    });
    created.on('error', (error) => log.warn({ err: error }, 'job queue error'));
    return created;
  });
  /** This process's worker loops by queue, woken when a job is queued here or elsewhere. */
  const workers = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };
  let listening = false;
  for (const name of queues) {
    // Creating a queue that exists is a no-op; one another instance is making at this very
    // moment is a unique violation, and is there all the same.
    await boss
      .createQueue(name, { name, retryLimit: RETRY_LIMIT, retryDelay: 2 })
      .catch((error: unknown) => {
        if (!isCreationRace(error)) throw error;
      });
  }

  return {
    async enqueue(queue, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({ id: job.id, name: queue, data: job.data, priority: job.priority })),
      );
      // Any idle loop, this process's or another's, starts at once instead of at its next poll.
      wake(queue);
      await wakeup?.publish(queue);
    },
    async work(queue, concurrency, handler) {
      if (wakeup && !listening) {
        listening = true;
        await wakeup.listen(wake);
      }
      for (let i = 0; i < concurrency; i++) {
        const id: string = await boss.work(
          queue,
          { batchSize: 1, pollingIntervalSeconds: settings.pollSeconds },
          async ([job]) => {
            if (!job) return;
            // Fetched while the queue was stopping (the fetch was under way): thrown, pg-boss
            // fails it back for a retry, on another worker or after the restart.
            if (stopping) throw new Error('job queue stopping');
            await handler({ id: job.id, data: (job.data ?? {}) as Record<string, unknown> });
            // pg-boss waits a polling interval after each fetch; after a job there may be more.
            boss.notifyWorker(id);
          },
        );
        workers.set(queue, [...(workers.get(queue) ?? []), id]);
      }
    },
    async cancel(queue, ids) {
      if (ids.length > 0) await boss.cancel(queue, ids);
    },
    async missing(queue, ids) {
      if (ids.length === 0) return [];
      const { rows } = await executeSql(
        `SELECT id::text AS id FROM ${SCHEMA}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
        [queue, ids],
      );
      const present = new Set(rows.map((row) => String(row.id)));
      return ids.filter((id) => !present.has(id));
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      await wakeup?.close();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
      // pg-boss neither waits for a fetch under way nor for the complete or fail it sends after
      // a job: both must reach the database before its pool closes, or the job stays active
      // until it expires.
      await statements.settle(SETTLE_LIMIT_MS);
      statements.close();
    },
  };
}

/** The longest stop waits for pg-boss's statements under way, after its own grace. */
const SETTLE_LIMIT_MS = 5_000;

/**
 * pg-boss's statements, counted while under way so that stop can wait for them. After stop, a
 * statement can come only from a job that outran the grace (failed back already) or a request
 * still being answered. pg-boss sends a job's complete or fail without awaiting it, so one that
 * fails because the pool has closed would be a rejection no one handles (it ends the process):
 * such a statement never answers instead. While the pool is open they answer as ever.
 */
function trackStatements(executeSql: SqlExecutor) {
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  return {
    run: ((text, values) => {
      const statement = executeSql(text, values);
      if (closed) return statement.catch(() => new Promise(() => {}));
      underWay.add(statement);
      const done = () => underWay.delete(statement);
      statement.then(done, done);
      return statement;
    }) as SqlExecutor,
    /** Waits until no statement is under way, a timer turn after the last one answered. */
    async settle(limitMs: number) {
      const deadline = Date.now() + limitMs;
      for (;;) {
        // An answer starts the next statement (a fetch's job is failed back) in later ticks:
        // a timer turn lets it start before the count is read.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const left = deadline - Date.now();
        if (underWay.size === 0 || left <= 0) return;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled(underWay),
          new Promise((resolve) => {
            timer = setTimeout(resolve, left);
          }),
        ]);
        clearTimeout(timer);
      }
    },
    close() {
      closed = true;
    },
  };
}
