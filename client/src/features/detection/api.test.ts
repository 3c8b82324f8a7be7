import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { detectionErrorMessage } from './api';

describe('AI Detection Failed messages', () => {
  it("passes the provider's own line through", () => {
    const error = new ApiError(
      502,
      '502: {}',
      'detection provider API error: 401 Invalid API key.',
    );
    expect(detectionErrorMessage(error)).toBe('detection provider API error: 401 Invalid API key.');
  });

  it('names the status and text of any other refusal', () => {
    expect(
      detectionErrorMessage(new ApiError(503, '503: {}', 'GPTZero API key is required.')),
    ).toBe('detection provider API error: 503 GPTZero API key is required.');
    expect(
      detectionErrorMessage(new ApiError(500, '500: ', undefined, 'Internal Server Error')),
    ).toBe('detection provider API error: 500 Internal Server Error');
  });

  it('falls back to the generic line when nothing answered', () => {
    expect(detectionErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to detect AI content',
    );
  });
});
