import { livenessSchema, notReadySchema, readySchema } from '@common/health';
import { sql } from 'drizzle-orm';
import type { ZodApp } from '../context';
import type { Database } from '../db/client';
import type { SharedRedis } from '../lib/redis';
import { healthDocs } from './health-docs';

/** A probe that takes longer than this counts as a failure: the load balancer must not wait. */
const PROBE_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'failed';

async function probe(run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for a load balancer or an orchestrator.
 * - live: the process answers HTTP (nothing else is checked, so a database outage does not get
 *   every instance restarted at once).
 * - ready: the database answers a query and, when REDIS_URL is set, Redis answers a PING; 503
 *   otherwise, and while the server is shutting down (Fastify answers 503 once close() began),
 *   so traffic moves to the other instances.
 */
export function registerHealth(app: ZodApp, deps: { db: Database; redis?: SharedRedis }) {
  app.describeRoutes(healthDocs);
  app.get('/api/health/live', { schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'live' as const,
  }));

  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        probe(() => deps.db.execute(sql`select 1`)),
        deps.redis ? probe(() => deps.redis!.client.ping()) : undefined,
      ]);
      const checks = { database, ...(redis ? { redis } : {}) };
      if (database === 'ok' && redis !== 'failed') return { status: 'ready' as const, checks };
      const failed = [
        database === 'failed' && 'the database',
        redis === 'failed' && 'Redis',
      ].filter(Boolean);
      return reply.status(503).send({
        status: 'not ready' as const,
        message: `Not ready: ${failed.join(' and ')} did not answer.`,
        checks,
      });
    },
  );
}
