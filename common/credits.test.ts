import { describe, expect, it } from 'vitest';
import {
  CREDIT_PACKAGES,
  CREDITS_PER_TOKEN,
  formatCredits,
  PACKAGE_AMOUNTS,
  POPULAR_AMOUNT,
  packageCredits,
  usageCost,
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
