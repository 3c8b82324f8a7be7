import type { ReferenceUse, StyleMatchResponse } from '@common/library';
import type { StreamLine, TransformRequest, TransformResponse, Usage } from '@common/transform';
import { apiJson } from '@/lib/api';

export interface StreamHandlers {
  onChunk(text: string): void;
  onProgress(percent: number): void;
  /** What the rewrite takes from the libraries; sent first when it uses any reference. */
  onReferences?(use: ReferenceUse): void;
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
 * Calls the streaming rewrite and feeds each `{"chunk"}` line to the handlers as it arrives.
 * Throws the spec's errors: a failed request, 'Response body is null', or an `{"error"}` line.
 */
export async function streamTransform(
  request: TransformRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<Usage | undefined> {
  const response = await fetch('/api/transform-stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(await failedStreamMessage(response));
  if (!response.body) throw new Error('Response body is null');

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let usage: Usage | undefined;
  const handle = (raw: string) => {
    if (!raw.trim()) return;
    const line = JSON.parse(raw) as StreamLine;
    if ('error' in line) throw new Error(line.error);
    if ('chunk' in line) handlers.onChunk(line.chunk);
    else if ('progress' in line) handlers.onProgress(line.progress);
    else if ('done' in line) usage = line.usage;
    else if ('references' in line) handlers.onReferences?.(line.references);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) handle(line);
  }
  handle(buffered);
  return usage;
}

/** The whole rewrite in one answer: per chunk, for applying context, for homework. */
export function transformOnce(request: TransformRequest): Promise<TransformResponse> {
  return apiJson<TransformResponse>('POST', '/api/transform', request);
}

/** How close each text is to the voice of the active style references (null: none to compare). */
export async function styleMatch(texts: string[]): Promise<number[] | null> {
  const answer = await apiJson<StyleMatchResponse>('POST', '/api/library/style-match', { texts });
  return answer.scores;
}
