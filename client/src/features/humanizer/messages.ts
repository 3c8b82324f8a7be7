import { ApiError } from '@/lib/api';

/** The spec's fallbacks: 'Rewrite failed' / 'RE-HUMANIZE failed' with the server's message or 'Please try again.' */
export function serverMessageOr(error: unknown, fallback = 'Please try again.'): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The spec's two upload messages: a file we do not read, or one we could not read. */
export function uploadFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 415
    ? 'Please try again with a different file.'
    : 'Failed to extract text from the document.';
}
