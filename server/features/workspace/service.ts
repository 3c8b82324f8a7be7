import { generateText, streamText } from 'ai';
import { chunkText, needsChunkedProcessing } from '../../../common/chunking';
import type { TransformOptions, Usage } from '../../../common/transform';
import type { AiSettings } from '../../config';
import { mapWithLimit } from '../../lib/map-with-limit';
import type { ResolvedModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import { orderedStreams } from './ordered-streams';
import { buildPrompt, type PromptParts } from './prompt';

export interface TransformCall {
  model: ResolvedModel;
  options: TransformOptions;
  settings: AiSettings;
  signal?: AbortSignal;
}

export type TransformEvent = { chunk: string } | { progress: number };

const PARAGRAPH_BREAK = '\n\n';

function addUsage(total: Usage, usage: { inputTokens?: number; outputTokens?: number }) {
  total.inputTokens += usage.inputTokens ?? 0;
  total.outputTokens += usage.outputTokens ?? 0;
}

/** The parts a text is sent in: the whole text, or the spec's chunks when it is long. */
function parts(text: string): string[] {
  return needsChunkedProcessing(text) ? chunkText(text).map((chunk) => chunk.content) : [text];
}

/**
 * Streams a rewrite as text pieces. A long text is rewritten chunk by chunk, several at once,
 * and still arrives in order, with the percent done after each chunk. Returns the tokens used.
 */
export async function* streamTransform(call: TransformCall): AsyncGenerator<TransformEvent, Usage> {
  const { model, options, settings } = call;
  const pieces = parts(options.text);
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  const tasks = pieces.map(
    (piece, index) => (signal: AbortSignal) =>
      streamPiece(
        call,
        buildPrompt(piece, options, options.mode, { index, total: pieces.length }),
        signal,
        usage,
      ),
  );
  try {
    for await (const event of orderedStreams(tasks, settings.chunkConcurrency, call.signal)) {
      if ('item' in event) {
        yield { chunk: event.item };
      } else if (pieces.length > 1) {
        yield { progress: Math.round(((event.index + 1) / pieces.length) * 100) };
        if (event.index < pieces.length - 1) yield { chunk: PARAGRAPH_BREAK };
      }
    }
  } catch (error) {
    throw toProviderError(error, model.providerName);
  }
  return usage;
}

/** Streams one piece's text, adding its tokens to `usage` when it finishes. */
async function* streamPiece(
  call: TransformCall,
  prompt: PromptParts,
  signal: AbortSignal,
  usage: Usage,
): AsyncGenerator<string> {
  const watchdog = stallWatchdog(signal, call.settings.stallTimeoutMs);
  try {
    const result = streamText({
      model: call.model.model,
      ...prompt,
      abortSignal: watchdog.signal,
      maxRetries: call.settings.maxRetries,
      // Errors arrive as stream parts below; the SDK's default would print them to the console.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      watchdog.touch();
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'finish') addUsage(usage, part.totalUsage);
    }
    if (watchdog.stalled) throw stalledError();
  } finally {
    watchdog.dispose();
  }
}

/** The whole rewrite at once (per chunk, for applying context, for homework). */
export async function transformText(call: TransformCall): Promise<{ text: string; usage: Usage }> {
  const { model, options, settings } = call;
  const pieces = parts(options.text);
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  try {
    const results = await mapWithLimit(pieces, settings.chunkConcurrency, async (piece, index) => {
      const result = await generateText({
        model: model.model,
        ...buildPrompt(piece, options, options.mode, { index, total: pieces.length }),
        abortSignal: call.signal,
        maxRetries: settings.maxRetries,
        timeout: { totalMs: settings.requestTimeoutMs },
      });
      addUsage(usage, result.usage);
      return result.text.trim();
    });
    return { text: results.join(PARAGRAPH_BREAK), usage };
  } catch (error) {
    throw toProviderError(error, model.providerName);
  }
}

function stalledError(): Error {
  const error = new Error('The provider stopped sending');
  error.name = 'TimeoutError';
  return error;
}

/**
 * Aborts a stream that sends nothing for `ms`, from the request on: a provider that accepts a
 * call and then goes quiet must not hold the user (and a connection) forever.
 */
function stallWatchdog(parent: AbortSignal, ms: number) {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent.reason);
  parent.addEventListener('abort', onParentAbort, { once: true });
  let stalled = false;
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort(stalledError());
    }, ms);
  };
  arm();
  return {
    signal: controller.signal,
    get stalled() {
      return stalled;
    },
    touch: arm,
    dispose() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
