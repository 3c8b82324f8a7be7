import { describe, expect, it } from 'vitest';
import { providerChoice } from './provider-choice';

const ORDER = ['deepseek', 'openai', 'anthropic'] as const;

describe('providerChoice', () => {
  it('is checking, with nothing selected, until the status is read', () => {
    const choice = providerChoice(undefined, 'openai', ORDER);
    expect(choice.readiness).toBe('checking');
    expect(choice.selected).toBe('');
  });

  it("keeps the user's choice while it is available", () => {
    const choice = providerChoice({ openai: true, deepseek: true }, 'openai', ORDER);
    expect(choice).toMatchObject({ readiness: 'ready', selected: 'openai' });
    expect(choice.available('anthropic')).toBe(false);
  });

  it('stands the first available one of the order in for an unavailable choice', () => {
    const choice = providerChoice({ openai: false, anthropic: true }, 'openai', ORDER);
    expect(choice).toMatchObject({ readiness: 'ready', selected: 'anthropic' });
  });

  it('says none when no provider of the order is available', () => {
    const choice = providerChoice({ openai: false, local: true }, 'openai', ORDER);
    expect(choice).toMatchObject({ readiness: 'none', selected: '' });
  });
});
