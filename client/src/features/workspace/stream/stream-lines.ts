import type { StreamLine, TransformRequest } from '@common/transform';
import { readNdjson } from '@/lib/ndjson';

/** Reads a streamed rewrite's ndjson body, line by line. */
export async function readStreamLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: StreamLine) => void,
): Promise<void> {
  await readNdjson(body, (line) => onLine(line as StreamLine));
}

async function failedStreamMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not our JSON error: fall back to the spec's wording.
  }
  return `Streaming transformation failed: ${response.statusText}`;
}

/**
 * Starts the streaming rewrite and returns its body. Throws the spec's errors: the server's own
 * message for a failed request (its status text otherwise), and 'Response body is null'.
 */
export async function openTransformStream(
  request: TransformRequest,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch('/api/transform-stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(await failedStreamMessage(response));
  if (!response.body) throw new Error('Response body is null');
  return response.body;
}

/** What the stream reader says to the page (stream-reader.worker.ts). */
export type ReaderMessage =
  /** The pieces that arrived since the last message, joined. */
  | { type: 'chunk'; text: string }
  /** A line other than a piece, in its place in the stream. */
  | { type: 'line'; line: StreamLine }
  | { type: 'end' }
  | { type: 'failed'; message: string };
