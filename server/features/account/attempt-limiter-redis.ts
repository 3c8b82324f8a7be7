import { AppError } from '../../lib/errors';
import type { SharedRedis } from '../../lib/redis';
import {
  type AttemptLimiter,
  type AttemptLimits,
  attemptKeys,
  createAttemptLimiter,
  enforceAttemptLimits,
} from './attempt-limiter';

// Both counters move in one script, so two instances counting the same username at the same
// moment each see the other's attempt. A counter's window starts with its first attempt and
// ends with the key (fixed windows, as the in-memory limiter).
const COUNT_ATTEMPT = `
local result = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  result[#result + 1] = count
  result[#result + 1] = ttl
end
return result
`;

declare module 'ioredis' {
  interface RedisCommander {
    redraftCountAttempt(ipKey: string, userKey: string, windowMs: number): Promise<number[]>;
  }
}

/**
 * The sign-in attempt counters in Redis, shared by every instance (REDIS_URL). When Redis
 * cannot answer, the attempt is refused with a 503 rather than let through uncounted: the
 * guard against password guessing must not vanish while Redis is away.
 */
export function createSharedAttemptLimiter(
  limits: AttemptLimits,
  redis: SharedRedis,
): AttemptLimiter {
  // Sent as EVALSHA, with the script itself only when Redis does not hold it yet.
  redis.client.defineCommand('redraftCountAttempt', { numberOfKeys: 2, lua: COUNT_ATTEMPT });
  const prefix = `${redis.keyPrefix}attempts:`;
  return {
    async check(ip, username) {
      const [ipKey, userKey] = attemptKeys(ip, username).map((key) => prefix + key) as [
        string,
        string,
      ];
      let reply: number[];
      try {
        reply = await redis.client.redraftCountAttempt(ipKey, userKey, limits.windowMs);
      } catch {
        throw new AppError(503, 'Signing in is unavailable for a moment. Please try again.');
      }
      const [ipCount, ipWait, userCount, userWait] = reply as [number, number, number, number];
      enforceAttemptLimits(limits, [ipCount, userCount], [ipWait, userWait]);
    },
  };
}

/** The sign-in attempt counters: shared in Redis when configured, in memory otherwise. */
export function attemptLimiter(limits: AttemptLimits, redis?: SharedRedis): AttemptLimiter {
  return redis ? createSharedAttemptLimiter(limits, redis) : createAttemptLimiter(limits);
}
