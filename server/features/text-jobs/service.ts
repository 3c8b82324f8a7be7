import { createHash } from 'node:crypto';
import type { FactIssue, Pass, RewriteResponse } from '@common/humanizer';
import {
  isOpenTextJob,
  TEXT_JOB_LIMITS,
  TEXT_JOB_MESSAGES,
  type TextJob,
  type TextJobStreamLine,
} from '@common/text-jobs';
import type { TransformOptions } from '@common/transform';
import type { AppContext } from '../../context';
import type { Payer } from '../../credits/metering';
import { ensureCanCall } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Owner } from '../../plugins/caller';
import { failJob, findJob } from '../humanizer/jobs';
import type { Scorer } from '../humanizer/passes';
import { resolveRewrite, rewritePrompts } from '../workspace/service';
import { storeHumanizeJob } from './humanize';
import { runTextJob, type TextJobRunning } from './run';
import {
  cancelOwnedTextJob,
  chunksFrom,
  findOwnedTextJob,
  insertTextJob,
  jobUsage,
  openTextJobIds,
  type TextJobChunkRow,
  type TextJobRow,
} from './store';

/** The queue long rewrites wait in, one job each (its id is the text job's). */
export const TEXT_JOB_QUEUE = 'text-job';

const PARAGRAPH_BREAK = '\n\n';
/** How often a stream looks for chunks another process finished. */
const STREAM_POLL_MS = 250;

export interface TextJobDeps {
  ctx: AppContext;
  queue: JobQueue;
}

/**
 * Sends a rewrite as one job: the model and its key, the library references and the first
 * chunk's credits are checked now (the same errors as `/api/transform`, before anything is
 * stored); each chunk is held and charged when the worker runs it.
 */
export async function createTextJob(
  deps: TextJobDeps,
  request: { body: TransformOptions; payer: Payer; owner: Owner; sessionId: string },
) {
  const { body, payer, owner } = request;
  if (body.text.length > TEXT_JOB_LIMITS.maxChars) {
    throw new AppError(413, TEXT_JOB_MESSAGES.tooLong(body.text.length));
  }
  const { model, options } = await resolveRewrite({ ctx: deps.ctx, body, payer, owner });
  const prompts = rewritePrompts(options);
  await ensureCanCall({ ctx: payer.ctx, userId: payer.userId, model }, prompts[0]!);
  const id = await insertTextJob(deps.ctx.db, owner, {
    kind: 'rewrite',
    payerSessionId: request.sessionId,
    request: options as unknown as Record<string, unknown>,
    totalChunks: prompts.length,
  });
  await deps.queue.enqueue(TEXT_JOB_QUEUE, [{ id, data: {}, priority: 0 }]);
  return { id };
}

/**
 * Sends a long humanization as one job (decision 243): checked and stored as
 * `/api/gpt-bypass/rewrite` would start it, then run round by round like a rewrite.
 */
export async function createHumanizeJob(
  deps: TextJobDeps & { score: Scorer },
  request: Parameters<typeof storeHumanizeJob>[2],
) {
  const id = await storeHumanizeJob(deps.ctx, deps.score, request);
  await deps.queue.enqueue(TEXT_JOB_QUEUE, [{ id, data: {}, priority: 0 }]);
  return { id };
}

/** The chunks that can be shown: those up to the first one not yet finished. */
function inOrder(chunks: TextJobChunkRow[], from: number) {
  const ready: TextJobChunkRow[] = [];
  for (const chunk of chunks) {
    if (chunk.index !== from + ready.length) break;
    ready.push(chunk);
  }
  return ready;
}

function usageOf(chunks: TextJobChunkRow[]) {
  return {
    inputTokens: chunks.reduce((sum, chunk) => sum + chunk.inputTokens, 0),
    outputTokens: chunks.reduce((sum, chunk) => sum + chunk.outputTokens, 0),
  };
}

/** A humanization's finished passes; the pass being run (or the last, once ended). */
function passesOf(job: TextJobRow) {
  const passes = (job.passes ?? []) as Pass[];
  const current = job.status === 'done' ? Math.max(passes.length, 1) : passes.length + 1;
  return { passes, current };
}

async function describeJob(ctx: AppContext, job: TextJobRow): Promise<TextJob> {
  const { passes, current } = passesOf(job);
  const chunks = await chunksFrom(ctx.db, job.id, 0, current);
  const done = job.status === 'done' && job.kind === 'humanize';
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    pass: current,
    totalChunks: job.totalChunks,
    doneChunks: chunks.length,
    text: inOrder(chunks, 0)
      .map((chunk) => chunk.output)
      .join(PARAGRAPH_BREAK),
    passes,
    result: done ? await humanizeResult(ctx, job) : null,
    error: job.error,
    usage: job.kind === 'humanize' ? await jobUsage(ctx.db, job.id) : usageOf(chunks),
    createdAt: job.createdAt.toISOString(),
  };
}

/** A finished humanization's answer, as the spec's rewrite call gives it, from `rewrite_jobs`. */
async function humanizeResult(ctx: AppContext, job: TextJobRow): Promise<RewriteResponse> {
  const record = await findJob(ctx.db, job.id);
  return {
    rewrittenText: record?.outputText ?? '',
    inputAiScore: record?.inputAiScore ?? 0,
    outputAiScore: record?.outputAiScore ?? 0,
    jobId: job.id,
    passes: (record?.passes ?? []) as Pass[],
    factIssues: (record?.factIssues ?? []) as FactIssue[],
  };
}

async function requireJob(ctx: AppContext, id: string, owner: Owner) {
  const job = await findOwnedTextJob(ctx.db, id, owner);
  if (!job) throw new AppError(404, TEXT_JOB_MESSAGES.notFound);
  return job;
}

export async function getTextJob(ctx: AppContext, id: string, owner: Owner): Promise<TextJob> {
  return describeJob(ctx, await requireJob(ctx, id, owner));
}

/** Cancels from any tab: a queued job leaves the queue, a running one stops within a second. */
export async function cancelTextJob(deps: TextJobDeps, id: string, owner: Owner) {
  const job = await requireJob(deps.ctx, id, owner);
  if (await cancelOwnedTextJob(deps.ctx.db, id, owner)) {
    await deps.queue.cancel(TEXT_JOB_QUEUE, [id]);
    if (job.kind === 'humanize') await failJob(deps.ctx.db, id, TEXT_JOB_MESSAGES.cancelled);
  }
  return getTextJob(deps.ctx, id, owner);
}

/**
 * The job as a stream, for any tab of its owner: the job, then its text from the start (what is
 * done at once, the rest as it comes, in order), then how it ended. A humanization streams each
 * pass in turn, its score when it is scored, and its answer at the end. Read from the database,
 * so a job run by a worker in another process streams alike. Ends when the viewer leaves.
 */
export async function* streamTextJob(
  ctx: AppContext,
  id: string,
  owner: Owner,
  signal: AbortSignal,
): AsyncGenerator<TextJobStreamLine> {
  let job = await requireJob(ctx, id, owner);
  yield { job: { id: job.id, kind: job.kind, status: job.status, totalChunks: job.totalChunks } };
  let pass = 1;
  // A pass already recorded (a late viewer's, or one it fell behind on) has all its chunks.
  const totalOf = async (of: number) =>
    ((job.passes ?? []) as Pass[]).length >= of
      ? (await chunksFrom(ctx.db, id, 0, of)).length
      : job.totalChunks;
  let total = await totalOf(pass);
  let next = 0;
  const sent: TextJobChunkRow[] = [];
  while (!signal.aborted) {
    for (const chunk of inOrder(await chunksFrom(ctx.db, id, next, pass), next)) {
      yield { chunk: next > 0 ? `${PARAGRAPH_BREAK}${chunk.output}` : chunk.output };
      sent.push(chunk);
      next++;
      if (total > 1) yield { progress: Math.round((next / total) * 100) };
    }
    // Recorded after all its chunks were saved, so the pass's text has all been sent.
    const recorded = (job.passes ?? []) as Pass[];
    if (job.kind === 'humanize' && recorded.length >= pass && next > 0) {
      yield { passDone: recorded[pass - 1]! };
      if (recorded.length > pass || isOpenTextJob(job.status)) {
        pass++;
        next = 0;
        total = await totalOf(pass);
        yield { pass: { pass, totalChunks: total } };
        continue;
      }
    }
    if (!isOpenTextJob(job.status)) {
      if (job.status === 'done') {
        if (job.kind === 'humanize') {
          yield {
            done: true,
            usage: await jobUsage(ctx.db, id),
            result: await humanizeResult(ctx, job),
          };
        } else yield { done: true, usage: usageOf(sent) };
      } else if (job.status === 'cancelled') yield { cancelled: true };
      else yield { error: job.error ?? TEXT_JOB_MESSAGES.failed };
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, STREAM_POLL_MS));
    // Read after the wait and before the chunks: a job seen ended has all its chunks saved.
    job = (await findOwnedTextJob(ctx.db, id, owner)) ?? job;
  }
}

/** This process's share of the long rewrites: queues any stored but never queued, then works. */
export async function startTextJobWorker(
  deps: { queue: JobQueue; running: TextJobRunning },
  concurrency: number,
) {
  const open = await openTextJobIds(deps.running.ctx.db);
  const missing = await deps.queue.missing(TEXT_JOB_QUEUE, open);
  await deps.queue.enqueue(
    TEXT_JOB_QUEUE,
    missing.map((id) => ({ id, data: {}, priority: 0 })),
  );
  await deps.queue.work(TEXT_JOB_QUEUE, concurrency, async (job) => {
    const textJobId = typeof job.data.textJobId === 'string' ? job.data.textJobId : job.id;
    const next = await runTextJob(deps.running, textJobId);
    // The next round queued before this one completes: a worker that dies in between has this
    // round run again, which finds its chunks done and queues the same next round (one id).
    if (next !== undefined) {
      await deps.queue.enqueue(TEXT_JOB_QUEUE, [
        { id: roundId(textJobId, next), data: { textJobId }, priority: 0 },
      ]);
    }
  });
}

/**
 * The queue job's id of the round that starts at `key` (a chunk's index; `<pass>:<chunk>` for a
 * humanization): the same for every run.
 */
function roundId(textJobId: string, key: string): string {
  const hex = createHash('sha256').update(`${textJobId}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
