import { countWords } from '@common/chunking';
import {
  humanizerModel,
  MAX_TARGET_PASSES,
  MIN_SCORE_CHARS,
  type ReRewriteOptions,
  type ReRewriteResponse,
  type RewriteOptions,
  type RewriteResponse,
  toAiScore,
  type UploadResponse,
} from '@common/humanizer';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ensureCanCall } from '../../credits/text-usage';
import { documents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Owner } from '../../plugins/caller';
import { resolveTextModel } from '../../providers/ai';
import type { SessionKeys } from '../../providers/credentials';
import type { DetectorScores } from '../detection/scores';
import { DETECTION_FAILED } from '../detection/service';
import {
  type DocumentEngines,
  extractUpload,
  saveDocument,
  type Upload,
} from '../documents/service';
import { detectUpload } from '../documents/sniff';
import { completeJob, createJob, failJob, findOwnedJob, type NewJob, startJobAgain } from './jobs';
import { loadLibrarySamples } from './library-samples';
import { type HumanizeRun, humanize, type Scorer } from './passes';
import type { HumanizeInstructions } from './prompt';

export const JOB_NOT_FOUND = 'Rewrite job not found';
export const NO_PREVIOUS_OUTPUT = 'No previous output: Please complete a rewrite first.';
export const UNSUPPORTED_UPLOAD =
  'Unsupported file format: the humanizer reads .txt, .pdf, .doc and .docx files.';
export const NO_TEXT_IN_UPLOAD = 'No text could be extracted from the document.';
const CANCELLED = 'Cancelled: the browser left before the rewrite finished.';

/** What every humanizer call needs besides its own input. */
export interface Caller {
  ctx: AppContext;
  /** The owner of the jobs (account or anonymous session). */
  owner: Owner;
  /** The signed-in user, for metering; null for an anonymous visitor. */
  userId: string | null;
  keys: SessionKeys;
  signal: AbortSignal;
}

/** The detector's scores as the spec's integer AI score; a scoring failure is the spec's line. */
export function aiScorer(scoreLocally: (text: string) => Promise<DetectorScores>): Scorer {
  return async (text) => {
    try {
      return toAiScore((await scoreLocally(text)).probability);
    } catch (error) {
      throw new AppError(500, DETECTION_FAILED, undefined, error);
    }
  };
}

function prepareModel(caller: Pick<Caller, 'ctx' | 'keys'>, provider: RewriteOptions['provider']) {
  return resolveTextModel(humanizerModel(provider), caller.ctx.config, caller.keys);
}

/** Runs the passes for a job, recording the outcome (each call is metered as it is made). */
async function runForJob(
  caller: Caller,
  jobId: string,
  run: HumanizeRun,
  texts: { original: string; source: string },
  targetScore: number | null | undefined,
) {
  try {
    return await humanize(run, texts.original, texts.source, targetScore, MAX_TARGET_PASSES);
  } catch (error) {
    const message = caller.signal.aborted
      ? CANCELLED
      : error instanceof AppError
        ? error.message
        : 'The rewrite failed.';
    await failJob(caller.ctx.db, jobId, message);
    throw error;
  }
}

/**
 * What a humanization needs before its first call, for the request and for a durable job
 * alike: the model and its key, 401/402 when not one call could be paid, the library samples,
 * the input's score, and the instructions. `store` records the `rewrite_jobs` row.
 */
export async function prepareHumanize(
  caller: Omit<Caller, 'signal'>,
  options: RewriteOptions,
  score: Scorer,
  store: (job: NewJob, instructions: HumanizeInstructions) => Promise<string> = (job) =>
    createJob(caller.ctx.db, caller.owner, job),
) {
  const { ctx, owner } = caller;
  const model = prepareModel(caller, options.provider);
  // 401/402 before a job is made; every call is then held on its own as it starts.
  await ensureCanCall({ ctx, userId: caller.userId, model }, { prompt: '' });
  const [styleSamples, contentSamples] = await Promise.all([
    loadLibrarySamples(ctx.db, owner, 'style', options.selectedStyleSamples),
    loadLibrarySamples(ctx.db, owner, 'content', options.selectedContentSamples),
  ]);
  // The spec's mixingMode: 'style' or 'content' mixes in only that one; both by default.
  const useStyle = options.mixingMode !== 'content';
  const useContent = options.mixingMode !== 'style';
  const instructions: HumanizeInstructions = {
    techniqueIds: options.selectedPresets,
    customInstructions: options.customInstructions,
    styleText: useStyle ? options.styleText : '',
    styleSamples: useStyle ? styleSamples : [],
    contentText: useContent ? options.contentMixText : '',
    contentSamples: useContent ? contentSamples : [],
  };
  const inputAiScore = await score(options.inputText);
  const jobId = await store(
    {
      inputText: options.inputText,
      styleText: options.styleText,
      contentMixText: options.contentMixText,
      customInstructions: options.customInstructions,
      selectedPresets: options.selectedPresets,
      provider: options.provider,
      mixingMode: options.mixingMode,
      selectedStyleSamples: options.selectedStyleSamples,
      selectedContentSamples: options.selectedContentSamples,
      inputAiScore,
    },
    instructions,
  );
  return { model, instructions, inputAiScore, jobId };
}

export async function rewrite(
  caller: Caller,
  options: RewriteOptions,
  score: Scorer,
): Promise<RewriteResponse> {
  const { ctx } = caller;
  const { model, instructions, inputAiScore, jobId } = await prepareHumanize(
    caller,
    options,
    score,
  );
  const run = newRun(caller, model, instructions, score);
  const result = await runForJob(
    caller,
    jobId,
    run,
    { original: options.inputText, source: options.inputText },
    options.targetScore,
  );
  await completeJob(ctx.db, jobId, {
    outputText: result.text,
    outputAiScore: result.outputAiScore,
    passes: result.passes,
    factIssues: result.factIssues,
  });
  return {
    rewrittenText: result.text,
    inputAiScore,
    outputAiScore: result.outputAiScore,
    jobId,
    passes: result.passes,
    factIssues: result.factIssues,
  };
}

export function newRun(
  caller: { ctx: Pick<AppContext, 'db' | 'config'>; userId: string | null; signal: AbortSignal },
  model: HumanizeRun['model'],
  instructions: HumanizeInstructions,
  score: Scorer,
): HumanizeRun {
  return {
    model,
    settings: caller.ctx.config.ai,
    signal: caller.signal,
    instructions,
    score,
    payer: { ctx: caller.ctx, userId: caller.userId, model },
  };
}

/**
 * Rewrites a job's last output again (the spec's RE-HUMANIZE). The job keeps its id: its
 * output, score and passes move on, and its facts are still checked against the original input.
 */
export async function reRewrite(
  caller: Caller,
  jobId: string,
  options: ReRewriteOptions,
  score: Scorer,
): Promise<ReRewriteResponse> {
  const { ctx, owner } = caller;
  const job = await findOwnedJob(ctx.db, jobId, owner);
  if (!job) throw new AppError(404, JOB_NOT_FOUND);
  if (!job.outputText) throw new AppError(409, NO_PREVIOUS_OUTPUT);
  const model = prepareModel(caller, options.provider);
  // 401/402 before a job is made; every call is then held on its own as it starts.
  await ensureCanCall({ ctx, userId: caller.userId, model }, { prompt: '' });
  const [styleSamples, contentSamples] = await Promise.all([
    loadLibrarySamples(ctx.db, owner, 'style', job.selectedStyleSamples ?? []),
    loadLibrarySamples(ctx.db, owner, 'content', job.selectedContentSamples ?? []),
  ]);
  await startJobAgain(ctx.db, job.id, options.provider);
  const instructions: HumanizeInstructions = {
    techniqueIds: options.selectedPresets,
    customInstructions: options.customInstructions,
    styleText: options.styleText,
    styleSamples,
    contentText: job.contentMixText ?? '',
    contentSamples,
  };
  const run = newRun(caller, model, instructions, score);
  const result = await runForJob(
    caller,
    job.id,
    run,
    { original: job.inputText, source: job.outputText },
    options.targetScore,
  );
  const earlier = (job.passes ?? []) as RewriteResponse['passes'];
  const passes = result.passes.map((pass, index) => ({
    ...pass,
    pass: earlier.length + index + 1,
  }));
  await completeJob(ctx.db, job.id, {
    outputText: result.text,
    outputAiScore: result.outputAiScore,
    passes: [...earlier, ...passes],
    factIssues: result.factIssues,
  });
  return {
    rewrittenText: result.text,
    outputAiScore: result.outputAiScore,
    jobId: job.id,
    passes,
    factIssues: result.factIssues,
  };
}

const HUMANIZER_KINDS = new Set(['text', 'pdf', 'doc', 'docx']);

/**
 * An uploaded .txt, .pdf, .doc or .docx read by the documents feature's extraction; kept in a
 * signed-in user's documents with its AI score.
 */
export async function readUpload(
  ctx: AppContext,
  upload: Upload,
  parse: DocumentEngines['parse'],
  userId: string | null,
  score: Scorer,
): Promise<UploadResponse> {
  const detected = await detectUpload(upload.bytes, upload);
  if (!HUMANIZER_KINDS.has(detected.kind)) {
    throw new AppError(415, UNSUPPORTED_UPLOAD, 'unsupported_format');
  }
  const content = (await extractUpload(upload, { parse, tesseract: null, mathpix: null })).trim();
  if (!content) throw new AppError(422, NO_TEXT_IN_UPLOAD, 'no_text');
  const aiScore = content.length >= MIN_SCORE_CHARS ? await score(content) : null;
  let id: string | null = null;
  if (userId) {
    id = await saveDocument(ctx.db, userId, upload.filename, content);
    if (aiScore !== null)
      await ctx.db.update(documents).set({ aiScore }).where(eq(documents.id, id));
  }
  return {
    document: { content, filename: upload.filename, wordCount: countWords(content), id },
    aiScore,
  };
}
