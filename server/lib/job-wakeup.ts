import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/client';
import type { SharedRedis } from './redis';

/**
 * Wakes idle workers in other processes when jobs are queued (decision 245). pg-boss finds a job
 * queued elsewhere only at an idle worker's next poll (JobSettings.pollSeconds); a web instance
 * with WORKER=off queues every job elsewhere, so each would wait up to a poll. The message is a
 * hint: a lost one leaves the poll to find the job, as before.
 */
export interface JobWakeup {
  /** Tells every process listening that `queue` has new jobs. Never fails the caller. */
  publish(queue: string): Promise<void>;
  /** Calls `onWake` with the queue's name whenever any process (this one too) publishes. */
  listen(onWake: (queue: string) => void): Promise<void>;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Redis pub/sub (REDIS_URL): one channel under the deployment's key prefix. */
export function redisWakeup(redis: SharedRedis, log: Log): JobWakeup {
  const channel = `${redis.keyPrefix}job-wakeup`;
  // A subscribed connection can only listen: its own, made when a worker starts.
  let subscriber: SharedRedis['client'] | undefined;
  return {
    async publish(queue) {
      await redis.client.publish(channel, queue).catch(() => {});
    },
    async listen(onWake) {
      subscriber = redis.client.duplicate({ enableOfflineQueue: true });
      subscriber.on('error', () => {});
      subscriber.on('message', (from: string, queue: string) => {
        if (from === channel) onWake(queue);
      });
      await subscriber.subscribe(channel).catch((error: unknown) => {
        log.warn({ err: error }, 'job wake-up: Redis subscription failed; workers poll');
      });
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}

/** PostgreSQL's LISTEN/NOTIFY, on the database the queue lives in (notices stay within it). */
export function postgresWakeup(databaseUrl: string, executeSql: SqlExecutor, log: Log): JobWakeup {
  const channel = 'redraft_job_wakeup';
  let closed = false;
  let client: { end(): Promise<void> } | undefined;
  async function connect(onWake: (queue: string) => void): Promise<void> {
    const { default: pg } = await import('pg');
    const listener = new pg.Client({ connectionString: databaseUrl });
    client = listener;
    const again = () => {
      // The connection was lost (a restart of PostgreSQL): listen again a moment later.
      if (closed || client !== listener) return;
      client = undefined;
      setTimeout(() => void connect(onWake).catch(() => {}), 2_000).unref();
    };
    listener.on('error', again);
    listener.on('end', again);
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) onWake(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error }, 'job wake-up: LISTEN failed; workers poll');
      again();
    }
  }
  return {
    async publish(queue) {
      await executeSql('SELECT pg_notify($1, $2)', [channel, queue]).catch(() => {});
    },
    listen: connect,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The wake-up for this deployment: Redis when several instances share one (REDIS_URL), else
 * PostgreSQL's own notices; none on PGlite, which one process alone opens (its workers are
 * woken in-process by the queue itself).
 */
export function openJobWakeup(options: {
  redis: SharedRedis | undefined;
  databaseUrl: string | undefined;
  executeSql: SqlExecutor;
  log: Log;
}): JobWakeup | undefined {
  if (options.redis) return redisWakeup(options.redis, options.log);
  if (options.databaseUrl)
    return postgresWakeup(options.databaseUrl, options.executeSql, options.log);
  return undefined;
}
