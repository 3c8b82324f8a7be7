import { z } from 'zod';
import { formatNumber } from './format-number';
import { type Pass, passSchema, type RewriteResponse, rewriteResponseSchema } from './humanizer';

/**
 * A long rewrite sent as one durable job (issue 42, docs/decisions/237-long-rewrites-as-jobs.md):
 * the server runs its chunks in order, any tab of the owner watches it stream, and a reload
 * finds it again.
 */
export const TEXT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TextJobStatus = (typeof TEXT_JOB_STATUSES)[number];

/** A long rewrite (`POST /api/jobs/rewrite`) or a long humanization (`POST /api/jobs/humanize`). */
export const TEXT_JOB_KINDS = ['rewrite', 'humanize'] as const;
export type TextJobKind = (typeof TEXT_JOB_KINDS)[number];

export const isOpenTextJob = (status: TextJobStatus) => status === 'queued' || status === 'running';

export const TEXT_JOB_LIMITS = {
  /** Jobs of one owner queued or running at once. */
  maxOpenJobs: 3,
  /** Characters of one job's text (about 130 chunks of the spec's 1,500). */
  maxChars: 200_000,
} as const;

export const TEXT_JOB_MESSAGES = {
  notFound: 'Job not found',
  tooManyOpen: `You already have ${TEXT_JOB_LIMITS.maxOpenJobs} long rewrites or humanizations waiting or running. Wait for one to finish, or cancel one, to start another.`,
  tooLong: (length: number) =>
    `The text has ${formatNumber(length)} characters; a rewrite sent as a job can have at most ${formatNumber(TEXT_JOB_LIMITS.maxChars)}.`,
  cancelled: 'The rewrite was cancelled.',
  failed: 'The rewrite stopped: the AI service failed. Please try again.',
} as const;

export const textJobCreatedSchema = z.object({ id: z.string() });
export type TextJobCreated = z.infer<typeof textJobCreatedSchema>;

export const textJobSchema = z.object({
  id: z.string(),
  kind: z.enum(TEXT_JOB_KINDS),
  status: z.enum(TEXT_JOB_STATUSES),
  /** A humanization's current pass (its last, once ended); 1 for a rewrite. */
  pass: z.number().int(),
  /** Chunks of the current pass. */
  totalChunks: z.number().int(),
  doneChunks: z.number().int(),
  /**
   * The current pass's chunks finished so far, in order (those after a gap wait for it), joined
   * by blank lines.
   */
  text: z.string(),
  /** A humanization's finished passes, each with its score and the facts it changed. */
  passes: z.array(passSchema),
  /** A finished humanization's answer, as `/api/gpt-bypass/rewrite` gives it; null otherwise. */
  result: rewriteResponseSchema.nullable(),
  error: z.string().nullable(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }),
  createdAt: z.string(),
});
export type TextJob = z.infer<typeof textJobSchema>;

/**
 * One line of `GET /api/jobs/{id}/stream` (newline-delimited JSON): first the job, then its text
 * from the start (`chunk`, with `progress` after each chunk), then one of `done`, `error`,
 * `cancelled`. A viewer that connects late gets everything done so far at once, then the rest.
 * A humanization streams each pass in turn: `passDone` when a pass is scored, then `pass` when
 * the next starts (its text starts again, from that pass's first chunk); `done` carries the
 * humanizer's answer.
 */
export type TextJobStreamLine =
  | { job: { id: string; kind: TextJobKind; status: TextJobStatus; totalChunks: number } }
  | { chunk: string }
  | { progress: number }
  | { passDone: Pass }
  | { pass: { pass: number; totalChunks: number } }
  | {
      done: true;
      usage: { inputTokens: number; outputTokens: number };
      result?: RewriteResponse;
    }
  | { error: string }
  | { cancelled: true };
