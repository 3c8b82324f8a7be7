import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { retryWithExponentialBackoff } from '@ai-sdk/provider-utils';
import { APICallError, RetryError } from 'ai';

export interface TextStreamCall {
  model: LanguageModelV3;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  /** Retries of a call the provider refused with a retryable status (429, 5xx), as the SDK's. */
  maxRetries: number;
  /** Ends the call: the browser left, or the caller gave up. */
  signal: AbortSignal;
  /** A call that sends nothing for this long, from the request on, fails as timed out. */
  stallTimeoutMs: number;
}

/** The tokens the provider counted for a finished call. */
export interface TextStreamUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * A model's answer as it is written: yields each piece of text and returns the provider's own
 * token count. It reads the provider's stream as the provider package parses it (the model's
 * `doStream`) and nothing more: `streamText` adds steps, tools, callbacks and a dozen stream
 * stages that a rewrite does not use, about 1.2 ms before its first piece (docs/decisions/README.md
 * docs/decisions/121-relay-stream-without-streamtext.md). Retries and their waits are the SDK's own
 * (`Retry-After` honoured), as with
 * `streamText`; errors are the SDK's errors, for toProviderError.
 */
export async function* streamModelText(
  call: TextStreamCall,
): AsyncGenerator<string, TextStreamUsage | undefined> {
  const watchdog = stallWatchdog(call.signal, call.stallTimeoutMs);
  try {
    const retry = retryWithExponentialBackoff({
      maxRetries: call.maxRetries,
      abortSignal: watchdog.signal,
      shouldRetry: (error) => APICallError.isInstance(error) && error.isRetryable,
      getDelayInMs: retryDelay,
      createRetryError: (details) => new RetryError(details),
    });
    const { stream } = await retry(() =>
      call.model.doStream({
        prompt: [
          ...(call.system ? [{ role: 'system' as const, content: call.system }] : []),
          { role: 'user', content: [{ type: 'text', text: call.prompt }] },
        ],
        maxOutputTokens: call.maxOutputTokens,
        abortSignal: watchdog.signal,
      }),
    );
    let usage: TextStreamUsage | undefined;
    for await (const part of readParts(stream, watchdog.signal)) {
      // Any part, reasoning included, shows the provider is still working.
      watchdog.touch();
      if (part.type === 'text-delta') yield part.delta;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'finish') {
        usage = {
          inputTokens: part.usage.inputTokens.total,
          outputTokens: part.usage.outputTokens.total,
        };
      }
    }
    return usage;
  } catch (error) {
    throw watchdog.stalled ? stalledError() : error;
  } finally {
    watchdog.dispose();
  }
}

/**
 * The parts of a stream, ending it when the caller stops reading or the call is aborted. Not a
 * plain `for await` over the stream: the abort is checked before each read, so the caller gets
 * the abort's reason rather than the error the aborted body's read is wrapped in by the SDK.
 */
async function* readParts(
  stream: ReadableStream<LanguageModelV3StreamPart>,
  signal: AbortSignal,
): AsyncGenerator<LanguageModelV3StreamPart> {
  const reader = stream.getReader();
  try {
    for (;;) {
      signal.throwIfAborted();
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Cancelling releases the provider's connection when the reader left before the end.
    reader.cancel().catch(() => {});
  }
}

/**
 * The wait before a retry: the provider's `retry-after-ms` or `retry-after` when it gives one
 * under a minute, else the exponential backoff (the rule the AI SDK's own calls follow).
 */
function retryDelay({
  error,
  exponentialBackoffDelay,
}: {
  error: unknown;
  exponentialBackoffDelay: number;
}): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  if (!headers) return exponentialBackoffDelay;
  let ms: number | undefined;
  const retryAfterMs = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (!Number.isNaN(retryAfterMs)) ms = retryAfterMs;
  const retryAfter = headers['retry-after'];
  if (ms === undefined && retryAfter) {
    const seconds = Number.parseFloat(retryAfter);
    ms = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1000;
  }
  if (ms !== undefined && ms >= 0 && (ms < 60_000 || ms < exponentialBackoffDelay)) return ms;
  return exponentialBackoffDelay;
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
  if (parent.aborted) onParentAbort();
  else parent.addEventListener('abort', onParentAbort, { once: true });
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
