import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { MISSING_VOICE_KEY_MESSAGE, speechErrorDescription } from './narration-errors';

describe('speechErrorDescription', () => {
  it("passes the server's message on", () => {
    const error = new ApiError(
      400,
      '400: {...}',
      'ElevenLabs API key is required for text-to-speech. Please add it in Settings.',
    );
    expect(speechErrorDescription(error)).toBe(error.serverMessage);
  });

  it('names a voice narration service for a bare 400', () => {
    expect(speechErrorDescription(new ApiError(400, '400: Bad Request'))).toBe(
      MISSING_VOICE_KEY_MESSAGE,
    );
    expect(MISSING_VOICE_KEY_MESSAGE).toMatch(/a voice narration service/i);
  });

  it('keeps the spec error text for other failures', () => {
    expect(speechErrorDescription(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(speechErrorDescription(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
