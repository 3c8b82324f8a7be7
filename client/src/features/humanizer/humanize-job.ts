import type { RewriteRequest, RewriteResponse } from '@common/humanizer';
import type { TextJobCreated, TextJobStreamLine } from '@common/text-jobs';
import { ApiError, apiJson, throwIfNotOk } from '@/lib/api';
import { readNdjson } from '@/lib/ndjson';

/**
 * A long humanization sent as one job on the server (decision 244): its id is kept in the
 * browser until the job's end is known, so that a reload, or the tab opened again, finds it.
 */
export const SAVED_HUMANIZE_JOB_KEY = 'redraft.humanizer.job.v1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readSavedHumanizeJob(): string | null {
  try {
    const id = localStorage.getItem(SAVED_HUMANIZE_JOB_KEY);
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function saveHumanizeJob(id: string | null): void {
  try {
    if (id) localStorage.setItem(SAVED_HUMANIZE_JOB_KEY, id);
    else localStorage.removeItem(SAVED_HUMANIZE_JOB_KEY);
  } catch {
    // Storage disabled: the job still runs; a reload does not find it.
  }
}

/** Sends a long humanization as one job (POST /api/jobs/humanize); answers its id. */
export async function sendHumanizeJob(request: RewriteRequest): Promise<string> {
  const { id } = await apiJson<TextJobCreated>('POST', '/api/jobs/humanize', request);
  saveHumanizeJob(id);
  return id;
}

/** Where a watched job is: its pass, the chunks done of that pass, and the text so far. */
export interface HumanizeJobProgress {
  pass: number;
  totalChunks: number;
  doneChunks: number;
  text: string;
}

/** The job's stream ended as cancelled (from this tab or another). */
export class HumanizeJobCancelledError extends Error {
  constructor() {
    super('The rewrite was cancelled.');
    this.name = 'HumanizeJobCancelledError';
  }
}

/**
 * Watches a job from its start: each pass's text as its chunks end (a new pass starts the text
 * again), handed to `onProgress`. Resolves with the humanizer's answer when the job is done;
 * throws its error (as the server's message), HumanizeJobCancelledError, or an ApiError (404
 * when the job is not this browser's any more). The saved id is forgotten once the end is
 * known; a lost connection keeps it.
 */
export async function watchHumanizeJob(
  id: string,
  onProgress: (progress: HumanizeJobProgress) => void,
  signal: AbortSignal,
): Promise<RewriteResponse> {
  const response = await fetch(`/api/jobs/${id}/stream`, { credentials: 'include', signal });
  if (response.status === 404) saveHumanizeJob(null);
  await throwIfNotOk(response);
  if (!response.body) throw new Error('Response body is null');
  const progress: HumanizeJobProgress = { pass: 1, totalChunks: 1, doneChunks: 0, text: '' };
  let result: RewriteResponse | undefined;
  await readNdjson(response.body, (raw) => {
    const line = raw as TextJobStreamLine;
    if ('job' in line) progress.totalChunks = line.job.totalChunks;
    else if ('pass' in line) {
      Object.assign(progress, { pass: line.pass.pass, totalChunks: line.pass.totalChunks });
      Object.assign(progress, { doneChunks: 0, text: '' });
    } else if ('chunk' in line) {
      progress.text += line.chunk;
      progress.doneChunks++;
    } else if ('progress' in line || 'passDone' in line) return;
    else {
      saveHumanizeJob(null);
      if ('error' in line) throw new ApiError(500, line.error, line.error);
      if ('cancelled' in line) throw new HumanizeJobCancelledError();
      result = line.result;
      return;
    }
    onProgress({ ...progress });
  });
  if (!result) {
    throw new ApiError(
      0,
      'lost',
      'The connection to the server was lost. Reload to see the humanization.',
    );
  }
  return result;
}

/** Cancels the job on the server (any tab's Cancel); its stream then ends as cancelled. */
export function cancelHumanizeJob(id: string): void {
  void fetch(`/api/jobs/${id}`, { method: 'DELETE', credentials: 'include' }).catch(() => {});
}
