import { ApiError } from '@/lib/api';

/** The spec's wording when no voice service key is set, with the provider named generically. */
export const MISSING_VOICE_KEY_MESSAGE =
  'A voice narration service API key is required for text-to-speech. Please add it in Settings.';

/**
 * What the 'Speech Generation Failed' toast says: the server's own message when it gave one
 * (it names the provider and what to do), the spec's missing-key message for a bare 400, and
 * otherwise the error's text.
 */
export function speechErrorDescription(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 400) return MISSING_VOICE_KEY_MESSAGE;
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}
