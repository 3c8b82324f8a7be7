import { ACCEPTED_TYPES_HINT, UNSUPPORTED_FORMAT_MESSAGE } from '@common/documents';
import { ApiError } from '@/lib/api';
import type { ToastMessage } from '@/lib/export-messages';
import type { UploadRoute } from './file-kind';

export type { ToastMessage } from '@/lib/export-messages';

const TRANSCRIPTION_CONNECTION_ERROR =
  'Could not transcribe audio. Please check your connection and try again.';

const TITLES: Record<UploadRoute, string> = {
  document: 'Error processing document',
  image: 'Error processing image',
  audio: 'Error processing audio',
};

/** The body's `code` beside its message, when the server sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as {
      code?: unknown;
    };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The spec's upload toasts. A refused type is 'Unsupported file format' with the server's
 * explanation (a file whose content does not match its name says what it really is) and the
 * accepted types; a server's clear 4xx message is shown as it is; anything else gives
 * 'Failed to process document: {status}'. Only a server that really has no OCR engine
 * mentions configuring the OCR service (its own message says so).
 */
export function uploadErrorMessage(route: UploadRoute, error: unknown): ToastMessage {
  const code = errorCode(error);
  if (code === 'unsupported_format') {
    return { title: UNSUPPORTED_FORMAT_MESSAGE, description: unsupportedReason(error) };
  }
  if (error instanceof ApiError) {
    if (route === 'audio' && error.status >= 500) {
      // The server says why (no speech-to-text service, the provider's fault); the spec's
      // connection line is for an answer that carries no reason.
      return {
        title: 'Transcription Error',
        description: error.serverMessage ?? TRANSCRIPTION_CONNECTION_ERROR,
      };
    }
    if (error.status < 500 || code === 'ocr_not_configured') {
      return { title: TITLES[route], description: error.serverMessage ?? error.message };
    }
    return { title: TITLES[route], description: `Failed to process document: ${error.status}` };
  }
  // No answer at all: the request never reached the server.
  if (route === 'audio') {
    return { title: 'Transcription Error', description: TRANSCRIPTION_CONNECTION_ERROR };
  }
  return {
    title: TITLES[route],
    description: error instanceof Error && error.message ? error.message : 'Please try again.',
  };
}

/**
 * The server's words after its 'Unsupported file format' title ('…: the file is named as
 * PDF, but its content is plain text. Accepted: …'), or the accepted types alone.
 */
function unsupportedReason(error: unknown): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? '') : '';
  const reason = message.startsWith(UNSUPPORTED_FORMAT_MESSAGE)
    ? message.slice(UNSUPPORTED_FORMAT_MESSAGE.length).replace(/^[:.]\s*/, '')
    : message;
  if (!reason.trim()) return ACCEPTED_TYPES_HINT;
  const sentence = reason.charAt(0).toUpperCase() + reason.slice(1);
  return sentence.includes(ACCEPTED_TYPES_HINT) ? sentence : `${sentence} ${ACCEPTED_TYPES_HINT}`;
}
