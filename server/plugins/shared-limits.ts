import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from '../lib/redis';

type Count = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Counts in Redis, shared by every instance; when Redis does not answer, in this instance's
 * own memory instead (decision 137). Before, a Redis outage switched the limit off
 * (skipOnError): the API limit guards capacity, and each instance's own count still does.
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    readonly shared: FastifyRateLimitStore,
    readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: Count, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) =>
        error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions) {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The API rate limit's store: Redis when REDIS_URL is set, so that every instance counts the
 * same requests, falling back to each instance's own count while Redis is away; otherwise
 * @fastify/rate-limit's own in-memory store.
 */
export function rateLimitStore(redis?: SharedRedis): Partial<RateLimitPluginOptions> {
  if (!redis) return {};
  const nameSpace = `${redis.keyPrefix}rate-limit:`;
  return {
    store: class {
      constructor(options: StoreOptions) {
        const { continueExceeding, exponentialBackoff } = options;
        // biome-ignore lint/correctness/noConstructorReturn: the plugin builds its store with `new`
        return new SharedOrLocalStore(
          new RedisStore(continueExceeding, exponentialBackoff, redis!.client, nameSpace),
          new LocalStore(continueExceeding, exponentialBackoff),
        );
      }
    } as unknown as RateLimitPluginOptions['store'],
  };
}
