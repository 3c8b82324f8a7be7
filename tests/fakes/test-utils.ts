// Helpers for the fake tests: drain an AI SDK stream into something easy to assert on.
import { APICallError, RetryError } from 'ai';

export interface CollectedStream {
  text: string;
  textDeltas: string[];
  reasoningText: string;
  /** `error` parts of the stream. */
  errors: unknown[];
  /**
   * Error thrown by the iteration itself. A response body cut short (connection
   * dropped mid-stream) errors the whole fullStream instead of producing an `error`
   * part, so app code must handle both.
   */
  thrown: unknown;
  aborted: boolean;
  finishReason: string | undefined;
}

/** Part shapes we care about from ai@6 `fullStream`; the rest are ignored. */
type StreamPart =
  | { type: 'text-delta'; text: string }
  | { type: 'reasoning-delta'; text: string }
  | { type: 'error'; error: unknown }
  | { type: 'abort' }
  | { type: 'finish'; finishReason: string }
  | { type: string };

export async function collectStream(
  stream: AsyncIterable<StreamPart>,
  onTextDelta?: (delta: string, index: number) => void,
): Promise<CollectedStream> {
  const result: CollectedStream = {
    text: '',
    textDeltas: [],
    reasoningText: '',
    errors: [],
    thrown: undefined,
    aborted: false,
    finishReason: undefined,
  };
  try {
    await consume(stream, result, onTextDelta);
  } catch (error) {
    result.thrown = error;
  }
  return result;
}

/** All failures of a collected stream, whether emitted as parts or thrown. */
export function streamFailures(collected: CollectedStream): unknown[] {
  return collected.thrown === undefined
    ? collected.errors
    : [...collected.errors, collected.thrown];
}

async function consume(
  stream: AsyncIterable<StreamPart>,
  result: CollectedStream,
  onTextDelta?: (delta: string, index: number) => void,
) {
  for await (const part of stream) {
    if (part.type === 'text-delta' && 'text' in part) {
      result.textDeltas.push(part.text);
      result.text += part.text;
      onTextDelta?.(part.text, result.textDeltas.length - 1);
    } else if (part.type === 'reasoning-delta' && 'text' in part) {
      result.reasoningText += part.text;
    } else if (part.type === 'error' && 'error' in part) {
      result.errors.push(part.error);
    } else if (part.type === 'abort') {
      result.aborted = true;
    } else if (part.type === 'finish' && 'finishReason' in part) {
      result.finishReason = part.finishReason;
    }
  }
}

/** Unwraps RetryError (thrown after the SDK gave up retrying) to the last APICallError. */
export function apiCallErrorOf(error: unknown): APICallError {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(last))
    throw new Error(`expected an APICallError, got: ${String(error)}`);
  return last;
}

/** Awaits a promise that must reject, returning the rejection. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** A sentence long enough to be split into several stream chunks. */
export const SAMPLE_TEXT =
  'Their going to the libary tomorow to borrow some books about history and art.';
