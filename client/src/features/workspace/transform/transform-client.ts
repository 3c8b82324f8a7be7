import type { ReferenceUse, StyleMatchResponse } from '@common/library';
import { profileExcerpt } from '@common/style-excerpt';
import type { StreamLine, TransformRequest, TransformResponse, Usage } from '@common/transform';
import { apiJson } from '@/lib/api';
import { openTransformStream, type ReaderMessage, readStreamLines } from '../stream/stream-lines';
import { prepareStreamReader, takeStreamReader } from '../stream/stream-reader-spare';

export interface StreamHandlers {
  onChunk(text: string): void;
  onProgress(percent: number): void;
  /** What the rewrite takes from the libraries; sent first when it uses any reference. */
  onReferences?(use: ReferenceUse): void;
}

/** Hands one line of the stream to the handlers; an `{"error"}` line throws its message. */
function lineHandler(handlers: StreamHandlers, ended: (usage: Usage) => void) {
  return (line: StreamLine) => {
    if ('error' in line) throw new Error(line.error);
    if ('chunk' in line) handlers.onChunk(line.chunk);
    else if ('progress' in line) handlers.onProgress(line.progress);
    else if ('done' in line) ended(line.usage);
    else if ('references' in line) handlers.onReferences?.(line.references);
  };
}

/**
 * Calls the streaming rewrite and feeds each `{"chunk"}` line to the handlers as it arrives.
 * Throws the spec's errors: a failed request, 'Response body is null', or an `{"error"}` line.
 * The stream is read in a worker, off the page's main thread
 * (docs/decisions/119-streaming-output-read-in-worker.md); where a
 * worker cannot start, the page reads it itself.
 */
export function streamTransform(
  request: TransformRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<Usage | undefined> {
  const worker = takeStreamReader();
  if (!worker) return readInPage(request, handlers, signal);
  return new Promise((resolve, reject) => {
    let usage: Usage | undefined;
    let heard = false;
    const handle = lineHandler(handlers, (used) => {
      usage = used;
    });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', aborted);
      prepareStreamReader();
    };
    // Ending the worker cancels its request, as aborting the page's own fetch would.
    const aborted = () => {
      finish();
      reject(new DOMException('The rewrite was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', aborted, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ReaderMessage>) => {
      heard = true;
      try {
        if (data.type === 'chunk') handlers.onChunk(data.text);
        else if (data.type === 'line') handle(data.line);
        else {
          finish();
          if (data.type === 'end') resolve(usage);
          else reject(new Error(data.message));
        }
      } catch (error) {
        finish();
        reject(error);
      }
    };
    // A worker whose script cannot load says so before any message: the page reads instead.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      if (heard) reject(new Error('Streaming transformation failed: the reader stopped'));
      else readInPage(request, handlers, signal).then(resolve, reject);
    };
    worker.postMessage({ request });
  });
}

/** The same stream read on the page's own thread. */
async function readInPage(
  request: TransformRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<Usage | undefined> {
  const body = await openTransformStream(request, signal);
  let usage: Usage | undefined;
  await readStreamLines(
    body,
    lineHandler(handlers, (used) => {
      usage = used;
    }),
  );
  return usage;
}

/** The whole rewrite in one answer: per chunk, for applying context, for homework. */
export function transformOnce(request: TransformRequest): Promise<TransformResponse> {
  return apiJson<TransformResponse>('POST', '/api/transform', request);
}

/**
 * How close each text is to the voice of the active style references (null: none to compare).
 * Only the excerpt a profile reads is sent: the route takes no more (common/style-excerpt.ts).
 */
export async function styleMatch(texts: string[]): Promise<number[] | null> {
  const answer = await apiJson<StyleMatchResponse>('POST', '/api/library/style-match', {
    texts: texts.map((text) => profileExcerpt(text)),
  });
  return answer.scores;
}
