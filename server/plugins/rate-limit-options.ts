import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * The API's request limit per IP address. Only /api/ is counted (the client's files are not);
 * the cheap path of @fastify/rate-limit: the in-memory store, one prefix test to skip
 * non-API requests (docs/decisions/080-per-request-cost-log-serializers-headers.md).
 */
export function rateLimitOptions(perMinute: number): RateLimitPluginOptions {
  return {
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
  };
}
