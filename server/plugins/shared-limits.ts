import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import {
  type AttemptLimiter,
  type AttemptLimits,
  createAttemptLimiter,
} from '../features/account/attempt-limiter';
import { createSharedAttemptLimiter } from '../features/account/attempt-limiter-redis';
import type { SharedRedis } from '../lib/redis';

/**
 * The API rate limit's store: Redis when REDIS_URL is set, so that every instance counts the
 * same requests; otherwise @fastify/rate-limit's own in-memory store. When Redis does not
 * answer, requests are let through (skipOnError): the API limit guards capacity, and an
 * outage of Redis must not become an outage of Redraft (readiness reports it meanwhile).
 */
export function rateLimitStore(redis?: SharedRedis): Partial<RateLimitPluginOptions> {
  if (!redis) return {};
  return { redis: redis.client, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true };
}

/** The sign-in attempt counters: shared in Redis when configured, in memory otherwise. */
export function attemptLimiter(limits: AttemptLimits, redis?: SharedRedis): AttemptLimiter {
  return redis ? createSharedAttemptLimiter(limits, redis) : createAttemptLimiter(limits);
}
