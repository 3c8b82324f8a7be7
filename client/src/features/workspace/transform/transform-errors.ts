import { ApiError } from '@/lib/api';

export const TOO_LARGE_MESSAGE =
  'The document is too large to process in one request. It has been automatically divided into smaller chunks for processing.';

/** The message shown after 'Error transforming text: ', per the spec's catalogue. */
export function transformErrorMessage(error: unknown): string {
  const message =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
  if (/\b413\b|request entity too large|body is too large/i.test(message)) return TOO_LARGE_MESSAGE;
  return message;
}

export const outputErrorText = (error: unknown) =>
  `Error transforming text: ${transformErrorMessage(error)}`;
