import { z } from 'zod';

/** GET /api/health/live: the process serves HTTP. */
export const livenessSchema = z.object({ status: z.literal('live') });

const checkSchema = z.enum(['ok', 'failed']);

/** What readiness looked at: the database always, Redis when REDIS_URL is set. */
export const readinessChecksSchema = z.object({
  database: checkSchema,
  redis: checkSchema.optional(),
});

/** GET /api/health/ready, 200. */
export const readySchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });

/** GET /api/health/ready, 503: which dependency did not answer. */
export const notReadySchema = z.object({
  status: z.literal('not ready'),
  message: z.string(),
  checks: readinessChecksSchema,
});
