import type {
  AiScoreResponse,
  ReRewriteRequest,
  ReRewriteResponse,
  RewriteRequest,
  RewriteResponse,
  UploadResponse,
} from '@common/humanizer';
import { apiRequest } from '@/lib/api';
import { postForm } from '@/lib/files';

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return (await apiRequest('POST', url, body, { signal })).json() as Promise<T>;
}

/** The spec's four GPT Bypass calls. */
export const humanizerApi = {
  analyze: (text: string, signal?: AbortSignal) =>
    postJson<AiScoreResponse>('/api/gpt-bypass/analyze-text', { text }, signal),
  upload: (file: File) =>
    postForm<UploadResponse>('/api/gpt-bypass/upload', 'file', file, file.name),
  /** The signal cancels the request; the server then stops the provider call. */
  rewrite: (body: RewriteRequest, signal?: AbortSignal) =>
    postJson<RewriteResponse>('/api/gpt-bypass/rewrite', body, signal),
  reRewrite: (jobId: string, body: ReRewriteRequest, signal?: AbortSignal) =>
    postJson<ReRewriteResponse>(
      `/api/gpt-bypass/re-rewrite/${encodeURIComponent(jobId)}`,
      body,
      signal,
    ),
};
