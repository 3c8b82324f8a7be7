import type {
  AnalysisProgress,
  EvaluateRequest,
  EvaluateResponse,
  EvaluateStreamLine,
  OriginalityRequest,
  OriginalityResponse,
  RewriteRequest,
} from '@common/analysis';
import { ApiError, apiRequest, throwIfNotOk } from '@/lib/api';
import { postForm } from '@/lib/files';

/**
 * Runs an evaluation in the streamed form, so the section can show which phase is running;
 * the abort signal cancels it (the server then stops the provider calls).
 */
export async function evaluate(
  body: EvaluateRequest,
  onProgress: (progress: AnalysisProgress) => void,
  signal: AbortSignal,
): Promise<EvaluateResponse> {
  const response = await fetch('/api/evaluate-intelligence', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  // A refusal before the stream began (validation, key, credits) is plain JSON.
  await throwIfNotOk(response);
  if (!response.headers.get('content-type')?.includes('ndjson')) {
    return (await response.json()) as EvaluateResponse;
  }
  for await (const line of ndjsonLines(response)) {
    if ('progress' in line) onProgress(line.progress);
    else if ('result' in line) return line.result;
    else throw new ApiError(502, `502: ${line.error}`, line.error);
  }
  throw new ApiError(
    502,
    '502: The analysis ended without a result.',
    'The analysis ended without a result.',
  );
}

async function* ndjsonLines(response: Response): AsyncGenerator<EvaluateStreamLine> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const text = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (text) yield JSON.parse(text) as EvaluateStreamLine;
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.trim()) yield JSON.parse(buffer) as EvaluateStreamLine;
}

export async function evaluateOriginality(
  body: OriginalityRequest,
  signal: AbortSignal,
): Promise<OriginalityResponse> {
  const response = await apiRequest('POST', '/api/evaluate-originality', body, { signal });
  return (await response.json()) as OriginalityResponse;
}

export async function intelligentRewrite(
  body: RewriteRequest,
  signal: AbortSignal,
): Promise<{ rewrittenText: string }> {
  const response = await apiRequest('POST', '/api/intelligent-rewrite', body, { signal });
  return (await response.json()) as { rewrittenText: string };
}

/** The section's accepted images go through OCR; documents through text extraction. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const DOCUMENT_EXTENSIONS = ['docx', 'pdf', 'txt'] as const;
export const ACCEPT = [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS].map((e) => `.${e}`).join(',');

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

export async function extractText(file: File): Promise<string> {
  const image = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const { text } = image
    ? await postForm<{ text: string }>('/api/ocr-extract', 'image', file, file.name)
    : await postForm<{ text: string }>('/api/extract-text', 'document', file, file.name);
  return text;
}
