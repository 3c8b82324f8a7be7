import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { outputErrorText, TOO_LARGE_MESSAGE, transformErrorMessage } from './transform-errors';

describe('transform error messages', () => {
  it('explains a 413 as the spec says', () => {
    expect(transformErrorMessage(new Error('413: Payload Too Large'))).toBe(TOO_LARGE_MESSAGE);
    expect(transformErrorMessage(new Error('Request Entity Too Large'))).toBe(TOO_LARGE_MESSAGE);
    expect(
      transformErrorMessage(
        new ApiError(413, '413: {"message":"x"}', 'Request body is too large (limit 2 MB)'),
      ),
    ).toBe(TOO_LARGE_MESSAGE);
  });

  it("passes the server's missing-key message and others through", () => {
    const missing = 'Anthropic API key is required for Claude models. Please add it in Settings.';
    expect(transformErrorMessage(new ApiError(503, `503: {"message":"${missing}"}`, missing))).toBe(
      missing,
    );
    expect(transformErrorMessage(new Error('Response body is null'))).toBe('Response body is null');
  });

  it('prefixes the output text', () => {
    expect(outputErrorText(new Error('Boom'))).toBe('Error transforming text: Boom');
  });
});
