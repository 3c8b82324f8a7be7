import { z } from 'zod';

/**
 * A long rewrite sent as one durable job (issue 42, docs/decisions/237-long-rewrites-as-jobs.md):
 * the server runs its chunks in order, any tab of the owner watches it stream, and a reload
 * finds it again.
 */
export const TEXT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TextJobStatus = (typeof TEXT_JOB_STATUSES)[number];

export const isOpenTextJob = (status: TextJobStatus) => status === 'queued' || status === 'running';

export const TEXT_JOB_LIMITS = {
  /** Jobs of one owner queued or running at once. */
  maxOpenJobs: 3,
  /** Characters of one job's text (about 130 chunks of the spec's 1,500). */
  maxChars: 200_000,
} as const;

export const TEXT_JOB_MESSAGES = {
  notFound: 'Job not found',
  tooManyOpen: `You already have ${TEXT_JOB_LIMITS.maxOpenJobs} long rewrites waiting or running. Wait for one to finish, or cancel one, to start another.`,
  tooLong: (length: number) =>
    `The text has ${length.toLocaleString('en-US')} characters; a rewrite sent as a job can have at most ${TEXT_JOB_LIMITS.maxChars.toLocaleString('en-US')}.`,
  cancelled: 'The rewrite was cancelled.',
  failed: 'The rewrite stopped: the AI service failed. Please try again.',
} as const;

export const textJobCreatedSchema = z.object({ id: z.string() });
export type TextJobCreated = z.infer<typeof textJobCreatedSchema>;

export const textJobSchema = z.object({
  id: z.string(),
  kind: z.literal('rewrite'),
  status: z.enum(TEXT_JOB_STATUSES),
  totalChunks: z.number().int(),
  doneChunks: z.number().int(),
  /** The chunks finished so far, in order (those after a gap wait for it), joined by blank lines. */
  text: z.string(),
  error: z.string().nullable(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }),
  createdAt: z.string(),
});
export type TextJob = z.infer<typeof textJobSchema>;

/**
 * One line of `GET /api/jobs/{id}/stream` (newline-delimited JSON): first the job, then its text
 * from the start (`chunk`, with `progress` after each chunk), then one of `done`, `error`,
 * `cancelled`. A viewer that connects late gets everything done so far at once, then the rest.
 */
export type TextJobStreamLine =
  | { job: { id: string; status: TextJobStatus; totalChunks: number } }
  | { chunk: string }
  | { progress: number }
  | { done: true; usage: { inputTokens: number; outputTokens: number } }
  | { error: string }
  | { cancelled: true };
