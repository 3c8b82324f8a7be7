import { describe, expect, it } from 'vitest';
import { maskSecrets, serializeError } from './logger';

describe('maskSecrets', () => {
  it.each([
    'Incorrect API key provided: sk-proj-Ab12Cd34Ef56Gh78. You can find your API key at …',
    'invalid x-api-key: sk-ant-api03-xyzXYZ0123456789',
    'Authorization: Bearer abc.def.ghi',
    'token 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c rejected',
  ])('masks the key in %j', (message) => {
    expect(maskSecrets(message)).toContain('[redacted]');
    expect(maskSecrets(message)).not.toMatch(/Ab12Cd34|xyzXYZ|abc\.def|3f9a8b7c/);
  });

  it('leaves ordinary words, numbers and statuses alone', () => {
    const message = 'Anthropic had a server error (500) after 3 attempts at 12:00';
    expect(maskSecrets(message)).toBe(message);
  });
});

describe('serializeError', () => {
  it('names the cause of an error, masked, without a stack', () => {
    const cause = Object.assign(new Error('invalid x-api-key: sk-ant-0123456789abcdef'), {
      statusCode: 401,
    });
    const logged = serializeError(new Error('Anthropic rejected the API key', { cause }));
    expect(logged).toMatchObject({
      message: 'Anthropic rejected the API key',
      stack: '',
      cause: { statusCode: 401, message: 'invalid x-api-key: [redacted]', stack: '' },
    });
  });
});
