import { describe, expect, it } from 'vitest';
import { estimatePromptTokens, TokenMeter } from './text-usage';

describe('TokenMeter', () => {
  it("uses the provider's count for finished calls and estimates calls cut short", () => {
    const meter = new TokenMeter();
    const done = meter.start({ prompt: 'first prompt' });
    const cut = meter.start({ system: 'rules', prompt: 'second prompt' });
    meter.produced(done, 'an answer that will be counted by the provider');
    meter.finish(done, { inputTokens: 40, outputTokens: 12 });
    meter.produced(cut, 'abcdef'); // 6 bytes: 2 tokens
    meter.produced(cut, 'ghi'); // 3 more: 3 tokens in all
    expect(meter.total).toEqual({
      inputTokens: 40 + estimatePromptTokens({ system: 'rules', prompt: 'second prompt' }),
      outputTokens: 12 + 3,
    });
  });

  it('charges a call that produced nothing its prompt only', () => {
    const meter = new TokenMeter();
    meter.start({ prompt: 'x'.repeat(300), extraTokens: 1000 });
    expect(meter.total).toEqual({ inputTokens: 100 + 1000 + 16, outputTokens: 0 });
  });
});
