import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The Redis that several instances share (REDIS_URL), and the prefix of every key we write. */
export interface SharedRedis {
  client: Redis;
  keyPrefix: string;
}

/** How long one command may wait for Redis before it fails (and the request with it). */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects to Redis before the server starts listening: an instance that cannot reach the
 * shared counters must not serve with counters of its own. Afterwards a lost connection is
 * retried in the background; commands issued meanwhile fail at once (no offline queue), so a
 * request never hangs on Redis, and readiness reports it (server/plugins/health.ts).
 */
export async function openRedis(
  options: { url: string; keyPrefix: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SharedRedis> {
  // Loaded only when REDIS_URL is set: a single instance never needs it.
  const { Redis } = await import('ioredis');
  const client = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
    // Back off up to 2 s between reconnections, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let lastWarning = 0;
  client.on('error', (error: Error) => {
    // ioredis reports every failed reconnection: one line every 30 s is enough.
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    log.warn({ code: (error as NodeJS.ErrnoException).code }, 'Redis unavailable');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL could not be reached (${reason})`);
  }
  return { client, keyPrefix: options.keyPrefix };
}

/** Ends the connection, waiting for the replies of commands already sent. */
export async function closeRedis(redis: SharedRedis): Promise<void> {
  try {
    await redis.client.quit();
  } catch {
    redis.client.disconnect();
  }
}
