import { humanizerModel } from '@common/humanizer';
import { type TransformOptions, transformRequestSchema } from '@common/transform';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { reserveTextCalls, TokenMeter } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import { mapWithLimit } from '../../lib/map-with-limit';
import { loadSessionKeys } from '../../plugins/caller';
import { resolveTextModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import { failJob } from '../humanizer/jobs';
import type { Scorer } from '../humanizer/passes';
import { rewritePiece, rewritePrompts } from '../workspace/service';
import { type HumanizeJobRequest, runHumanizeRound } from './humanize';
import { chunksFrom, claimTextJob, finishTextJob, jobStatus, saveChunk } from './store';

/** What running a job needs: the app's database, settings and key box, and the AI score. */
export interface TextJobRunning {
  ctx: Pick<AppContext, 'db' | 'config' | 'secretBox'>;
  log: FastifyBaseLogger;
  /** The local detector's score, for a humanization's passes. */
  score: Scorer;
}

/** How often a running job looks whether it was cancelled from another tab or instance. */
const CANCEL_CHECK_MS = 1_000;

/**
 * One round of a long rewrite or humanization, the queue's job: take the job up, rewrite the next few chunks not
 * yet done (as many at once as `/api/transform` runs, AI_CHUNK_CONCURRENCY), each held and
 * charged under the chunk's own key so that a round run again after its worker died charges no
 * chunk twice, and each saved as it ends. Returns the key of the next round (the first chunk
 * left, `<pass>:<chunk>` for a humanization), or undefined when the job has ended. A round lasts about one chunk's call, well within the
 * queue's lease, and other jobs take their turns between rounds (decision 237). A cancel from
 * any tab stops the calls in flight; a provider fault ends the job with its message, the chunks
 * done so far kept.
 */
export async function runTextJob(
  running: TextJobRunning,
  jobId: string,
): Promise<string | undefined> {
  const { ctx, log } = running;
  const job = await claimTextJob(ctx.db, jobId);
  if (!job) return undefined;
  const stop = new AbortController();
  const watch = setInterval(() => {
    jobStatus(ctx.db, jobId).then(
      (status) => {
        if (status !== 'running') stop.abort();
      },
      () => {},
    );
  }, CANCEL_CHECK_MS);
  let providerName = 'The AI service';
  try {
    const keys = await loadSessionKeys(ctx.db, ctx.secretBox, job.payerSessionId ?? undefined);
    if (job.kind === 'humanize') {
      const request = job.request as unknown as HumanizeJobRequest;
      const model = resolveTextModel(humanizerModel(request.provider), ctx.config, keys);
      providerName = model.providerName;
      return await runHumanizeRound({
        ctx,
        job,
        model,
        signal: stop.signal,
        score: running.score,
      });
    }
    const options = transformRequestSchema.parse(job.request) as TransformOptions;
    const prompts = rewritePrompts(options);
    const done = new Set((await chunksFrom(ctx.db, jobId)).map((chunk) => chunk.index));
    const model = resolveTextModel(options.model, ctx.config, keys);
    providerName = model.providerName;
    const call = { model, settings: ctx.config.ai, signal: stop.signal };
    const todo = prompts.map((_, index) => index).filter((index) => !done.has(index));
    const round = todo.slice(0, ctx.config.ai.chunkConcurrency);
    await mapWithLimit(round, round.length, async (index) => {
      if (stop.signal.aborted) return;
      const prompt = prompts[index]!;
      const hold = await reserveTextCalls(
        ctx,
        job.userId,
        model,
        [prompt],
        `job:${jobId}:${index}`,
      );
      const meter = new TokenMeter();
      let output: string;
      try {
        output = await rewritePiece(call, prompt, meter);
      } finally {
        await hold.settle(meter.total);
      }
      await saveChunk(ctx.db, { jobId, index, output, ...meter.total });
    });
    if (stop.signal.aborted) return undefined;
    if (todo.length > round.length) return String(todo[round.length]);
    await finishTextJob(ctx.db, jobId, { status: 'done' });
    return undefined;
  } catch (error) {
    // Cancelled: the job already says so; what was done is kept.
    if (stop.signal.aborted) return undefined;
    const fault = error instanceof AppError ? error : toProviderError(error, providerName);
    if (fault.statusCode >= 500) log.warn({ err: error, jobId }, 'text job failed');
    await finishTextJob(ctx.db, jobId, { status: 'failed', error: fault.message });
    // A humanization's rewrite_jobs row says so too, its earlier output (none) kept.
    if (job.kind === 'humanize') await failJob(ctx.db, jobId, fault.message);
    return undefined;
  } finally {
    clearInterval(watch);
  }
}
