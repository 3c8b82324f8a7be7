import { describe, expect, it } from 'vitest';
import { saveKeysRequestSchema } from './keys';

describe('the keys request', () => {
  it('accepts a record of known key names to strings, empty meaning remove', () => {
    expect(saveKeysRequestSchema.parse({ OPENAI_API_KEY: 'sk', GLADIA_API_KEY: '' })).toEqual({
      OPENAI_API_KEY: 'sk',
      GLADIA_API_KEY: '',
    });
  });

  it('names an unknown key', () => {
    const result = saveKeysRequestSchema.safeParse({ OPEN_AI: 'sk' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown key: OPEN_AI');
  });

  it('refuses values that cannot be keys', () => {
    expect(saveKeysRequestSchema.safeParse({ OPENAI_API_KEY: 'x'.repeat(513) }).success).toBe(
      false,
    );
    expect(saveKeysRequestSchema.safeParse({ OPENAI_API_KEY: 1 }).success).toBe(false);
  });
});
