import type { StreamLine, TransformRequest } from '@common/transform';

/**
 * Reads a streamed rewrite's ndjson body and hands over each line as it completes. The body's own
 * reader and one decoder: a TextDecoderStream in between costs a stream stage (and its promises)
 * for every piece, a thousand times in a long answer.
 */
export async function readStreamLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: StreamLine) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const handle = (raw: string) => {
    if (raw.trim()) onLine(JSON.parse(raw) as StreamLine);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) handle(line);
  }
  handle(buffered + decoder.decode());
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
