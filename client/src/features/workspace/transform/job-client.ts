import type { TextJobCreated, TextJobStreamLine } from '@common/text-jobs';
import type { StreamLine, TransformRequest } from '@common/transform';
import { ApiError, apiJson, throwIfNotOk } from '@/lib/api';
import { saveJob } from '../saved/saved-job';
import { readStreamLines } from '../stream/stream-lines';
import type { StreamHandlers } from './transform-client';

/** Sends a long rewrite as one job on the server (POST /api/jobs/rewrite); answers its id. */
export async function sendRewriteJob(request: TransformRequest): Promise<string> {
  return (await apiJson<TextJobCreated>('POST', '/api/jobs/rewrite', request)).id;
}

/** The job's stream ended as cancelled (from this tab or another). */
export class JobCancelledError extends Error {
  constructor() {
    super('The rewrite was cancelled.');
    this.name = 'JobCancelledError';
  }
}

/**
 * Watches a job: its text from the start (what is done at once, then the rest as it comes),
 * handed to the handlers as a streamed rewrite's is. Resolves when the job is done; throws its
 * error, JobCancelledError, or an ApiError (404 when the job is not this browser's any more).
 * The saved job is forgotten once its end is known; a lost connection (the page reloading, the
 * network gone) keeps it, to be found again.
 */
export async function watchRewriteJob(
  id: string,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`/api/jobs/${id}/stream`, { credentials: 'include', signal });
  if (response.status === 404) saveJob(null);
  await throwIfNotOk(response);
  if (!response.body) throw new Error('Response body is null');
  let ended = false;
  await readStreamLines(response.body, (raw: StreamLine) => {
    const line = raw as TextJobStreamLine;
    if ('chunk' in line) handlers.onChunk(line.chunk);
    else if ('progress' in line) handlers.onProgress(line.progress);
    else if ('job' in line) return;
    else {
      ended = true;
      saveJob(null);
      if ('error' in line) throw new Error(line.error);
      if ('cancelled' in line) throw new JobCancelledError();
    }
  });
  if (!ended) throw new Error('The connection to the server was lost. Reload to see the rewrite.');
}

/** Cancels the job on the server (any tab's Cancel); the stream then ends as cancelled. */
export function cancelRewriteJob(id: string): void {
  void fetch(`/api/jobs/${id}`, { method: 'DELETE', credentials: 'include' }).catch(() => {});
}

export const isJobGone = (error: unknown) => error instanceof ApiError && error.status === 404;
