import {
  ANALYSIS_TEXT_LIMIT,
  type AnalysisProgress,
  type AnalysisProvider,
  type EvaluateOptions,
  type EvaluateResponse,
  type OriginalityResponse,
  type RewriteMode,
} from '@common/analysis';
import { originalityAnswerSchema } from '@common/analysis-answers';
import type { TransformModelId } from '@common/transform';
import type { AppContext } from '../../context';
import { ensureCanCall, type TextCaller } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import { type ResolvedModel, resolveTextModel } from '../../providers/ai';
import type { SessionKeys } from '../../providers/credentials';
import { askStructured, askText, type ModelCall } from './ask';
import { compareDocuments, evaluateDocument, ProgressTracker } from './evaluate';
import { QuoteFilter } from './evidence';
import { originalityPrompt, rewritePrompt } from './prompts';

/** The model behind each provider choice (the one map of ids is server/providers/ai-models.ts). */
const ANALYSIS_MODELS: Record<AnalysisProvider, TransformModelId> = {
  anthropic: 'claude-sonnet',
  openai: 'gpt-4o',
  deepseek: 'deepseek-chat',
  perplexity: 'perplexity',
  local: 'local',
};

export interface Caller {
  ctx: AppContext;
  keys: SessionKeys;
  userId: string | null;
  signal?: AbortSignal;
}

/**
 * The model with its key and the credit check, before anything is sent: a missing key (503)
 * or spent credits (402) are refused here, so a streamed answer never starts for them.
 */
export async function prepareCall(caller: Caller, provider: AnalysisProvider) {
  const model: ResolvedModel = resolveTextModel(
    ANALYSIS_MODELS[provider],
    caller.ctx.config,
    caller.keys,
  );
  const payer: TextCaller = { ctx: caller.ctx, userId: caller.userId, model };
  await ensureCanCall(payer, { prompt: '' });
  return (signal?: AbortSignal): ModelCall => ({
    model,
    payer,
    settings: caller.ctx.config.ai,
    signal,
  });
}

/**
 * Runs `work` with a signal that aborts when the caller goes away or when any part fails:
 * parallel samples stop as soon as one of them has made the answer impossible.
 */
async function allOrNothing<T>(
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  if (outer?.aborted) controller.abort();
  try {
    return await work(controller.signal);
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    outer?.removeEventListener('abort', abort);
  }
}

export async function evaluateIntelligence(
  caller: Caller,
  options: EvaluateOptions,
  onProgress?: (progress: AnalysisProgress) => void,
): Promise<EvaluateResponse> {
  const callFor = await prepareCall(caller, options.provider);
  const compare = options.compareText !== undefined;
  const progress = new ProgressTracker(
    {
      rubric: options.rubric,
      comprehensive: options.comprehensive,
      documents: compare ? 2 : 1,
      compare,
    },
    onProgress,
  );
  return allOrNothing(caller.signal, async (signal) => {
    const call = callFor(signal);
    const run = (text: string, label?: string) =>
      evaluateDocument({
        call,
        rubric: options.rubric,
        text,
        comprehensive: options.comprehensive,
        progress,
        label,
      });
    if (options.compareText === undefined) {
      return { ...(await run(options.text)), provider: options.provider };
    }
    const [a, b] = await Promise.all([
      run(options.text, 'Document A'),
      run(options.compareText, 'Document B'),
    ]);
    const comparison = await compareDocuments(
      call,
      options.rubric,
      { a: options.text, b: options.compareText },
      { a, b },
      progress,
    );
    return { ...a, provider: options.provider, documentB: b, comparison };
  });
}

export async function evaluateOriginality(
  caller: Caller,
  options: { text: string; provider: AnalysisProvider },
): Promise<OriginalityResponse> {
  const call = (await prepareCall(caller, options.provider))(caller.signal);
  const answer = await askStructured(
    call,
    originalityPrompt(options.text),
    originalityAnswerSchema,
  );
  const filter = new QuoteFilter(options.text);
  const derivative = answer.derivative.flatMap((item) => {
    const quote = filter.one(item.quote);
    return quote ? [{ ...item, quote }] : [];
  });
  const novel = answer.novel.flatMap((item) => {
    const quote = filter.one(item.quote);
    return quote ? [{ ...item, quote }] : [];
  });
  // An empty quote is no evidence at all: it counts as dropped here, since the finding needs one.
  const emptyQuotes =
    answer.derivative.filter((item) => !item.quote.trim()).length +
    answer.novel.filter((item) => !item.quote.trim()).length;
  return {
    provider: options.provider,
    originalityScore: answer.originalityScore,
    verdict: answer.verdict,
    derivative,
    novel,
    droppedQuotes: filter.dropped + emptyQuotes,
    truncated: options.text.length > ANALYSIS_TEXT_LIMIT,
  };
}

export async function intelligentRewrite(
  caller: Caller,
  options: {
    text: string;
    customInstructions: string;
    provider: AnalysisProvider;
    mode: RewriteMode;
  },
): Promise<{ rewrittenText: string }> {
  const call = (await prepareCall(caller, options.provider))(caller.signal);
  const rewritten = cleanModelText(
    await askText(call, rewritePrompt(options.text, options.mode, options.customInstructions)),
  );
  if (!rewritten) {
    throw new AppError(
      502,
      `${call.model.providerName} returned an empty rewrite. Please try again.`,
    );
  }
  return { rewrittenText: rewritten };
}

/** Model text as plain text: no control characters, no code fence the model wrapped it in. */
export function cleanModelText(text: string): string {
  return (
    text
      .replace(/^\s*```[a-z]*\n([\s\S]*?)\n```\s*$/i, '$1')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .trim()
  );
}
