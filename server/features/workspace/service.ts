import { chunkText, needsChunkedProcessing } from '@common/chunking';
import type { TransformOptions, Usage } from '@common/transform';
import { generateText } from 'ai';
import type { AiSettings } from '../../config';
import type { AppContext } from '../../context';
import type { Payer } from '../../credits/metering';
import { MAX_OUTPUT_TOKENS, reserveTextCalls, TokenMeter } from '../../credits/text-usage';
import { mapWithLimit } from '../../lib/map-with-limit';
import type { Owner } from '../../plugins/caller';
import { type ResolvedModel, resolveTextModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import { streamModelText } from '../../providers/text-stream';
import { rewriteReferences } from '../library/samples';
import { orderedStreams } from './ordered-streams';
import { buildPrompt, type PromptParts } from './prompt';

export interface TransformCall {
  model: ResolvedModel;
  options: TransformOptions;
  settings: AiSettings;
  signal?: AbortSignal;
  /** Counts the tokens as they are used, so a call cut short is still charged for them. */
  meter?: TokenMeter;
}

export type TransformEvent = { chunk: string } | { progress: number };

const PARAGRAPH_BREAK = '\n\n';

/** The parts a text is sent in: the whole text, or the spec's chunks when it is long. */
function parts(text: string): string[] {
  return needsChunkedProcessing(text) ? chunkText(text).map((chunk) => chunk.content) : [text];
}

/** The prompts a rewrite sends, one per part: what its credits are reserved for. */
export function rewritePrompts(options: TransformOptions): PromptParts[] {
  const pieces = parts(options.text);
  return pieces.map((piece, index) =>
    buildPrompt(piece, options, options.mode, { index, total: pieces.length }),
  );
}

/**
 * Everything a rewrite needs before a provider is called: the model with its key, the caller's
 * active library references (read here, never taken from the request) fitted to the provider's
 * budget, and the credits the rewrite can cost at most, held (402 when the balance cannot
 * cover them). The caller settles the hold with `meter.total` when the rewrite ends.
 */
export async function prepareRewrite(request: {
  ctx: AppContext;
  body: TransformOptions;
  payer: Payer;
  /** Whose library references to read; null when the caller has no session yet. */
  owner: Owner | null;
}) {
  const { model, options, references } = await resolveRewrite(request);
  const { payer } = request;
  const hold = await reserveTextCalls(payer.ctx, payer.userId, model, rewritePrompts(options));
  return { model, options, references, hold, meter: new TokenMeter() };
}

/**
 * The model with its key (an error when it has none) and the options with the caller's active
 * library references: what a rewrite sends, before anything is held (a long-rewrite job holds
 * per chunk as it runs them).
 */
export async function resolveRewrite(request: {
  ctx: AppContext;
  body: TransformOptions;
  payer: Payer;
  owner: Owner | null;
}) {
  const { ctx, body, payer } = request;
  const model = resolveTextModel(body.model, ctx.config, payer.ownKeys);
  const references = await rewriteReferences(ctx.db, request.owner, model.provider, {
    style: body.useStyleReference,
    content: body.useContentReference,
  });
  const options: TransformOptions = {
    ...body,
    styleReferences: references.style,
    contentReferences: references.content,
  };
  return { model, options, references: references.use };
}

/**
 * Streams a rewrite as text pieces. A long text is rewritten chunk by chunk, several at once,
 * and still arrives in order, with the percent done after each chunk. Returns the tokens used.
 */
export async function* streamTransform(call: TransformCall): AsyncGenerator<TransformEvent, Usage> {
  const { model, settings } = call;
  const prompts = rewritePrompts(call.options);
  const meter = call.meter ?? new TokenMeter();
  const tasks = prompts.map(
    (prompt) => (signal: AbortSignal) => streamPiece(call, prompt, signal, meter),
  );
  try {
    for await (const event of orderedStreams(tasks, settings.chunkConcurrency, call.signal)) {
      if ('item' in event) {
        yield { chunk: event.item };
      } else if (prompts.length > 1) {
        yield { progress: Math.round(((event.index + 1) / prompts.length) * 100) };
        if (event.index < prompts.length - 1) yield { chunk: PARAGRAPH_BREAK };
      }
    }
  } catch (error) {
    throw toProviderError(error, model.providerName);
  }
  return meter.total;
}

/** Streams one piece's text, counting what it produced and, when it finishes, its tokens. */
async function* streamPiece(
  call: TransformCall,
  prompt: PromptParts,
  signal: AbortSignal,
  meter: TokenMeter,
): AsyncGenerator<string> {
  const id = meter.start(prompt);
  const pieces = streamModelText({
    model: call.model.model,
    ...prompt,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: call.settings.maxRetries,
    signal,
    stallTimeoutMs: call.settings.stallTimeoutMs,
  });
  for (;;) {
    const next = await pieces.next();
    if (next.done) {
      meter.finish(id, next.value ?? {});
      return;
    }
    meter.produced(id, next.value);
    yield next.value;
  }
}

/**
 * One piece's rewrite, whole (a chunk of `/api/transform`, a chunk of a long-rewrite job). A
 * call cut short is charged its prompt: what the provider produced is not known.
 */
export async function rewritePiece(
  call: Pick<TransformCall, 'model' | 'settings' | 'signal'>,
  prompt: PromptParts,
  meter: TokenMeter,
): Promise<string> {
  const id = meter.start(prompt);
  const result = await generateText({
    model: call.model.model,
    ...prompt,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    abortSignal: call.signal,
    maxRetries: call.settings.maxRetries,
    timeout: { totalMs: call.settings.requestTimeoutMs },
  });
  meter.finish(id, result.usage);
  return result.text.trim();
}

/** The whole rewrite at once (per chunk, for applying context, for homework). */
export async function transformText(call: TransformCall): Promise<{ text: string; usage: Usage }> {
  const { model, settings } = call;
  const meter = call.meter ?? new TokenMeter();
  try {
    const results = await mapWithLimit(
      rewritePrompts(call.options),
      settings.chunkConcurrency,
      (prompt) => rewritePiece(call, prompt, meter),
    );
    return { text: results.join(PARAGRAPH_BREAK), usage: meter.total };
  } catch (error) {
    throw toProviderError(error, model.providerName);
  }
}
