import { APICallError, RetryError } from 'ai';
import { AppError } from '../lib/errors';

function statusMessage(providerName: string, status: number): { status: number; message: string } {
  if (status === 401 || status === 403) {
    return {
      status: 502,
      message: `${providerName} rejected the API key. Please check it in Settings.`,
    };
  }
  if (status === 429) {
    return {
      status: 503,
      message: `${providerName} is receiving too many requests. Please try again in a moment.`,
    };
  }
  if (status === 402) {
    return {
      status: 502,
      message: `${providerName} refused the request: the account has no credit left.`,
    };
  }
  if (status >= 500) {
    return {
      status: 502,
      message: `${providerName} had a server error (${status}). Please try again.`,
    };
  }
  return { status: 502, message: `${providerName} refused the request (${status}).` };
}

/**
 * A speech provider's refusal in words a person can act on: `failedTo` says what it could not
 * do ('transcribe the audio', 'generate the speech').
 */
export function speechStatusMessage(label: string, status: number, failedTo: string): string {
  if (status === 401 || status === 403) {
    return `${label} refused the API key (${status}). Please check it in Settings.`;
  }
  if (status === 429)
    return `${label} is rate limiting requests (429). Please try again in a moment.`;
  return `${label} could not ${failedTo} (${status}). Please try again.`;
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message))
  );
}

/**
 * Turns whatever the AI SDK threw into a message a user can act on, with the status the
 * browser should see. Nothing of the provider's raw answer (which may echo the request) leaks.
 */
export function toProviderError(error: unknown, providerName: string): AppError {
  if (error instanceof AppError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode && cause.statusCode >= 400) {
      const { status, message } = statusMessage(providerName, cause.statusCode);
      return new AppError(status, message, undefined, cause);
    }
    if (/invalid json|parse|process successful response/i.test(cause.message)) {
      return new AppError(
        502,
        `${providerName} sent a malformed response. Please try again.`,
        undefined,
        cause,
      );
    }
    return new AppError(
      502,
      `Could not reach ${providerName}. Please try again.`,
      undefined,
      cause,
    );
  }
  if (isTimeout(cause))
    return new AppError(
      504,
      `${providerName} did not answer in time. Please try again.`,
      undefined,
      cause,
    );
  if (cause instanceof Error && cause.name === 'AI_JSONParseError') {
    return new AppError(
      502,
      `${providerName} sent a malformed response. Please try again.`,
      undefined,
      cause,
    );
  }
  if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) {
    return new AppError(
      502,
      `Could not reach ${providerName}. Please try again.`,
      undefined,
      cause,
    );
  }
  return new AppError(502, `${providerName} failed to answer. Please try again.`, undefined, cause);
}
