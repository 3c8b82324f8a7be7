import { describe, expect, it } from 'vitest';
import {
  aboutWords,
  CREDIT_PACKAGES,
  CREDITS_PER_TOKEN,
  estimateTokens,
  formatCredits,
  meteredCost,
  PACKAGE_AMOUNTS,
  POPULAR_AMOUNT,
  packageCredits,
  usageCost,
  wordsRewritten,
} from './credits';

describe('credit packages', () => {
  it('match the spec table', () => {
    expect(PACKAGE_AMOUNTS).toEqual([5, 10, 25, 50, 100]);
    expect(POPULAR_AMOUNT).toBe(25);
    expect(CREDIT_PACKAGES.anthropic[25]).toBe(23_512_500);
    expect(CREDIT_PACKAGES.openai[100]).toBe(2_883_400);
    expect(CREDIT_PACKAGES.deepseek[5]).toBe(702_000);
    expect(CREDIT_PACKAGES.perplexity[50]).toBe(76_923_050);
  });

  it('show a balance of -1 as infinity', () => {
    expect(formatCredits(-1)).toBe('∞');
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(1_474_200)).toBe('1,474,200');
  });
});

describe('usage rates', () => {
  it('define a rate for every provider of the package table', () => {
    expect(Object.keys(CREDITS_PER_TOKEN).sort()).toEqual(Object.keys(CREDIT_PACKAGES).sort());
  });

  it('charge the tokens a call reported, rounded up, never negative', () => {
    expect(usageCost('deepseek', 1200, 800)).toBe(2000);
    expect(usageCost('anthropic', 0, 0)).toBe(0);
    expect(usageCost('openai', -5, 10)).toBe(10);
  });

  it('find a package only when the price list has it', () => {
    expect(packageCredits('deepseek', 25)).toBe(3_861_000);
    expect(packageCredits('deepseek', 20)).toBeUndefined();
  });
});

describe('metering', () => {
  it('prices every kind of paid call at the written rates, rounded up', () => {
    expect(
      meteredCost({ service: 'text', provider: 'openai', inputTokens: 10, outputTokens: 5 }),
    ).toBe(15);
    expect(meteredCost({ service: 'voice', provider: 'openai', characters: 100 })).toBe(300);
    expect(meteredCost({ service: 'voice', provider: 'elevenlabs', characters: 100 })).toBe(3000);
    expect(meteredCost({ service: 'transcription', provider: 'gladia', seconds: 1.5 })).toBe(30);
    expect(meteredCost({ service: 'gptzero', provider: 'gptzero', words: 7 })).toBe(140);
    expect(meteredCost({ service: 'voice', provider: 'openai', characters: -5 })).toBe(0);
  });

  it('estimates tokens above the real count for English and about right for Chinese', () => {
    // English: about four letters a token; the estimate is a third of the bytes.
    const english = 'The quick brown fox jumps over the lazy dog. '.repeat(20);
    expect(estimateTokens(english)).toBeGreaterThan(english.length / 4);
    // Chinese: about a character a token, three bytes each.
    expect(estimateTokens('東京'.repeat(50))).toBe(100);
    expect(estimateTokens('')).toBe(0);
  });
});

describe('what a package buys, in words', () => {
  it('counts each word twice (read and written) at four tokens to three words', () => {
    // 106,840 ZHI 2 credits at one credit a token: 106,840 / (2 × 4/3) = 40,065 words.
    expect(wordsRewritten('openai', 106_840)).toBe(40_065);
    expect(wordsRewritten('anthropic', CREDIT_PACKAGES.anthropic[5])).toBe(1_603_125);
  });

  it('says the figure as a person would', () => {
    expect(aboutWords(40_065)).toBe('about 40,000 words');
    expect(aboutWords(1_603_125)).toBe('about 1.6 million words');
    expect(aboutWords(64_942_012)).toBe('about 64.9 million words');
    expect(aboutWords(2_345)).toBe('about 2,300 words');
  });
});
