import { passSchema, rewriteResponseSchema } from '@common/humanizer';
import {
  TEXT_JOB_KINDS,
  TEXT_JOB_LIMITS,
  TEXT_JOB_MESSAGES,
  TEXT_JOB_STATUSES,
  type TextJobStreamLine,
} from '@common/text-jobs';
import { usageSchema } from '@common/transform';
import { z } from 'zod';
import { aiCallErrors, errorDoc, type FeatureDocs } from '../../openapi/route-docs';

/** One line of a job's stream, as a schema (common/text-jobs.ts types it). */
const streamLineSchema = z.union([
  z.object({
    job: z.object({
      id: z.string(),
      kind: z.enum(TEXT_JOB_KINDS),
      status: z.enum(TEXT_JOB_STATUSES),
      totalChunks: z.number().int(),
    }),
  }),
  z.object({ chunk: z.string() }),
  z.object({ progress: z.number().min(0).max(100) }),
  z.object({ passDone: passSchema }),
  z.object({ pass: z.object({ pass: z.number().int(), totalChunks: z.number().int() }) }),
  z.object({
    done: z.literal(true),
    usage: usageSchema,
    result: rewriteResponseSchema.optional(),
  }),
  z.object({ error: z.string() }),
  z.object({ cancelled: z.literal(true) }),
]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameLine: Same<z.infer<typeof streamLineSchema>, TextJobStreamLine> = true;
void sameLine;

const ownerNote =
  'A job belongs to its owner: the account when signed in, else the browser session, like batches; any tab of the owner may watch or cancel it.';
const id = '0f6a1d52-3c1e-4a57-9d0e-6b2f3e8a9c41';
const notFound = errorDoc(
  'Another owner’s job, an id that cannot exist, or no session.',
  TEXT_JOB_MESSAGES.notFound,
);
const job = {
  id,
  kind: 'rewrite',
  status: 'running',
  pass: 1,
  totalChunks: 12,
  doneChunks: 5,
  text: 'The first chunks, rewritten…',
  passes: [],
  result: null,
  error: null,
  usage: { inputTokens: 2100, outputTokens: 1900 },
  createdAt: '2026-11-28T00:30:00.000Z',
};

export const textJobDocs: FeatureDocs = {
  tag: 'Jobs',
  description:
    'A long rewrite or humanization sent as one durable job on the queue: the server runs its chunks in order, any tab of the owner watches it stream, and a reload finds it again.',
  routes: {
    'POST /api/jobs/rewrite': {
      summary: 'Send a long rewrite as one job',
      description: `${ownerNote} The body is that of \`/api/transform\`. The text is cut into the spec's chunks (over 8,000 characters) and each chunk is rewritten as \`/api/transform\` would, a few at a time, kept in order; each chunk's credits are held when it starts and charged once, even when the job is run again after its worker died. The model's key and the first chunk's credits are checked before the job is stored. At most ${TEXT_JOB_LIMITS.maxChars.toLocaleString('en-US')} characters; ${TEXT_JOB_LIMITS.maxOpenJobs} jobs queued or running per owner.`,
      bodyExamples: {
        'A long document': { text: 'A document of many paragraphs…', preset: 'Academic' },
      },
      responses: {
        201: { description: 'The job, queued.', examples: { Queued: { id } } },
        400: errorDoc('Validation.', 'Text is required'),
        ...aiCallErrors({
          missingKey: 'Anthropic API key is required for Claude models. Please add it in Settings.',
          provider: 'Anthropic',
          service: 'ZHI 1',
        }),
        413: errorDoc('A text past the limit.', TEXT_JOB_MESSAGES.tooLong(250_000)),
        429: errorDoc('The owner has the most jobs open.', TEXT_JOB_MESSAGES.tooManyOpen),
      },
    },
    'POST /api/jobs/humanize': {
      summary: 'Send a long humanization as one job',
      description: `${ownerNote} The body is that of \`/api/gpt-bypass/rewrite\`, meant for a text past 8,000 characters (a shorter one runs as one chunk). Each pass is run in the spec's chunks, a few at a time, kept in order; each chunk is fact-checked and rewritten once more when it changed facts; with a \`targetScore\` the passes repeat on their own output (at most three). Each chunk's calls are held when they start and charged once, even when the job runs again after its worker died. The run is recorded as a humanizer job with the same id, so \`/api/gpt-bypass/re-rewrite/{jobId}\` starts from its output. The model's key and credits are checked before the job is stored. At most ${TEXT_JOB_LIMITS.maxChars.toLocaleString('en-US')} characters; ${TEXT_JOB_LIMITS.maxOpenJobs} jobs (rewrites and humanizations) queued or running per owner.`,
      bodyExamples: {
        'A long essay to a target score': {
          inputText: 'An essay of many paragraphs…',
          provider: 'deepseek',
          targetScore: 30,
        },
      },
      responses: {
        201: { description: 'The job, queued.', examples: { Queued: { id } } },
        400: errorDoc('Validation.', 'Input text is required'),
        ...aiCallErrors({
          missingKey:
            'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
          provider: 'DeepSeek',
          service: 'ZHI 3',
        }),
        413: errorDoc('A text past the limit.', TEXT_JOB_MESSAGES.tooLong(250_000)),
        429: errorDoc('The owner has the most jobs open.', TEXT_JOB_MESSAGES.tooManyOpen),
      },
    },
    'GET /api/jobs/:id': {
      summary: 'A job and its text so far',
      description: `${ownerNote} \`status\` is queued, running, done, failed (with \`error\`) or cancelled; \`text\` holds the chunks finished so far, in order (a humanization's: of its current \`pass\`). A humanization lists its scored \`passes\`, and once done its \`result\`, the answer \`/api/gpt-bypass/rewrite\` gives.`,
      responses: { 200: { description: 'The job.', examples: { Running: job } }, 404: notFound },
    },
    'GET /api/jobs/:id/stream': {
      summary: 'Watch a job, from the start',
      description: `${ownerNote} Newline-delimited JSON: \`{"job": …}\` first, then the text from its start (\`{"chunk"}\`, \`{"progress"}\` after each chunk): what is done at once, the rest as each chunk ends, in order; then \`{"done": true, "usage"}\`, \`{"error"}\` or \`{"cancelled": true}\`. A humanization streams each pass in turn: \`{"passDone"}\` with the pass's score and fact report, then \`{"pass"}\` when the next starts (its text starts again); its \`done\` line carries \`result\`. Closing the connection stops watching, not the job.`,
      responses: {
        200: {
          description: 'The stream; the schema is that of one line.',
          contentType: 'application/x-ndjson',
          schema: streamLineSchema,
          examples: {
            'The first line': { job: { id, kind: 'rewrite', status: 'running', totalChunks: 12 } },
            'A chunk': { chunk: '\n\nThe sixth chunk, rewritten.' },
            Progress: { progress: 50 },
            'A pass scored': {
              passDone: { pass: 1, outputAiScore: 62, factIssues: [], retried: false },
            },
            'The next pass': { pass: { pass: 2, totalChunks: 12 } },
            'The last line': { done: true, usage: { inputTokens: 5040, outputTokens: 4410 } },
          },
        },
        404: notFound,
      },
    },
    'DELETE /api/jobs/:id': {
      summary: 'Cancel a job',
      description: `${ownerNote} A queued job never starts; a running one stops within about a second, keeping the chunks finished. A finished job is left as it is.`,
      responses: {
        200: {
          description: 'The job as it is now.',
          examples: {
            Cancelled: { ...job, status: 'cancelled', error: TEXT_JOB_MESSAGES.cancelled },
          },
        },
        404: notFound,
      },
    },
  },
};
