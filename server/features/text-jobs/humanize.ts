import { compareFacts } from '@common/facts';
import { MAX_TARGET_PASSES, type Pass, type RewriteOptions } from '@common/humanizer';
import { TEXT_JOB_LIMITS, TEXT_JOB_MESSAGES } from '@common/text-jobs';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mapWithLimit } from '../../lib/map-with-limit';
import type { Owner } from '../../plugins/caller';
import type { ResolvedModel } from '../../providers/ai';
import type { SessionKeys } from '../../providers/credentials';
import { completeJob, createJob, findJob } from '../humanizer/jobs';
import { joinPieces, passPieces, rewritePiece, type Scorer } from '../humanizer/passes';
import type { HumanizeInstructions } from '../humanizer/prompt';
import { newRun, prepareHumanize } from '../humanizer/service';
import { chunksFrom, insertTextJob, saveChunk, savePass, type TextJobRow } from './store';

/** What a humanization job keeps, so that every round runs its passes the same way. */
export interface HumanizeJobRequest {
  provider: RewriteOptions['provider'];
  instructions: HumanizeInstructions;
  targetScore: number | null;
}

/**
 * Stores a long humanization as one job (decision 243) after the same checks as
 * `/api/gpt-bypass/rewrite` (the model's key, 401/402, the library samples, read into the
 * job). Its `rewrite_jobs` row is written in the job's own transaction, after the cap on open
 * jobs, and with the same id, so that `/api/gpt-bypass/re-rewrite/{jobId}` starts from its
 * output. Returns the id; the caller queues it.
 */
export async function storeHumanizeJob(
  ctx: AppContext,
  score: Scorer,
  request: {
    body: RewriteOptions;
    owner: Owner;
    userId: string | null;
    keys: SessionKeys;
    sessionId: string;
  },
): Promise<string> {
  const { body, owner } = request;
  if (body.inputText.length > TEXT_JOB_LIMITS.maxChars) {
    throw new AppError(413, TEXT_JOB_MESSAGES.tooLong(body.inputText.length));
  }
  const caller = { ctx, owner, userId: request.userId, keys: request.keys };
  const prepared = await prepareHumanize(caller, body, score, (fields, instructions) => {
    const stored: HumanizeJobRequest = {
      provider: body.provider,
      instructions,
      targetScore: body.targetScore ?? null,
    };
    return insertTextJob(
      ctx.db,
      owner,
      {
        kind: 'humanize',
        payerSessionId: request.sessionId,
        request: stored as unknown as Record<string, unknown>,
        totalChunks: passPieces(body.inputText).length,
      },
      (tx) => createJob(tx, owner, fields),
    );
  });
  return prepared.jobId;
}

export interface HumanizeRound {
  ctx: { db: Database; config: AppContext['config'] };
  job: TextJobRow;
  model: ResolvedModel;
  signal: AbortSignal;
  score: Scorer;
}

/**
 * One round of a humanization: the next few chunks of the current pass not yet done, each
 * held and charged under `humanize:<job>:<pass>:<chunk>` (its fact-check re-rewrite under the
 * same key and `:again`) and saved as it ends. When the pass's last chunk is saved, the pass is
 * scored and recorded; with a target score not met (and passes left) the next pass starts on
 * its output, else the answer is written into `rewrite_jobs` and the job ends. Returns the
 * next round's key (`<pass>:<chunk>`), or undefined when the job has ended.
 */
export async function runHumanizeRound(round: HumanizeRound): Promise<string | undefined> {
  const { ctx, job, signal } = round;
  const request = job.request as unknown as HumanizeJobRequest;
  const record = await findJob(ctx.db, job.id);
  if (!record) throw new AppError(500, TEXT_JOB_MESSAGES.failed);
  const passes = (job.passes ?? []) as Pass[];
  const pass = passes.length + 1;
  const source =
    pass === 1
      ? record.inputText
      : joinPieces((await chunksFrom(ctx.db, job.id, 0, pass - 1)).map((chunk) => chunk.output));
  const pieces = passPieces(source);
  const run = newRun(
    { ctx, userId: job.userId, signal },
    round.model,
    request.instructions,
    round.score,
  );
  const done = new Set((await chunksFrom(ctx.db, job.id, 0, pass)).map((chunk) => chunk.index));
  const todo = pieces.map((_, index) => index).filter((index) => !done.has(index));
  const batch = todo.slice(0, ctx.config.ai.chunkConcurrency);
  await mapWithLimit(batch, batch.length, async (index) => {
    if (signal.aborted) return;
    const part = { index, total: pieces.length };
    const { text, retried, inputTokens, outputTokens } = await rewritePiece(
      run,
      pieces[index]!,
      part,
      `humanize:${job.id}:${pass}:${index}`,
    );
    // Settled (in rewritePiece) before saved: a crash between re-runs it, charged once.
    await saveChunk(ctx.db, {
      jobId: job.id,
      pass,
      index,
      output: text,
      retried,
      inputTokens,
      outputTokens,
    });
  });
  if (signal.aborted) return undefined;
  if (todo.length > batch.length) return `${pass}:${todo[batch.length]}`;
  return finishPass(round, record.inputText, passes);
}

/** Scores the finished pass; starts the next or writes the answer and ends the job. */
async function finishPass(
  round: HumanizeRound,
  original: string,
  passes: Pass[],
): Promise<string | undefined> {
  const { ctx, job } = round;
  const pass = passes.length + 1;
  const chunks = await chunksFrom(ctx.db, job.id, 0, pass);
  const text = joinPieces(chunks.map((chunk) => chunk.output));
  const outputAiScore = await round.score(text);
  const factIssues = compareFacts(original, text);
  const all: Pass[] = [
    ...passes,
    { pass, outputAiScore, factIssues, retried: chunks.some((chunk) => chunk.retried) },
  ];
  const target = (job.request as unknown as HumanizeJobRequest).targetScore;
  if (target !== null && outputAiScore > target && pass < MAX_TARGET_PASSES) {
    await savePass(ctx.db, job.id, all, { totalChunks: passPieces(text).length });
    return `${pass + 1}:0`;
  }
  // The answer first, then the job's end: a crash between the two runs this round again, which
  // writes the same answer.
  await completeJob(ctx.db, job.id, { outputText: text, outputAiScore, passes: all, factIssues });
  await savePass(ctx.db, job.id, all, 'done');
  return undefined;
}
