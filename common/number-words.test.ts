import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES } from './credits';
import { numberToWords } from './number-words';

describe('numberToWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [1_000, 'one thousand'],
    [106_840, 'one hundred six thousand eight hundred forty'],
    [4_275_000, 'four million two hundred seventy-five thousand'],
    [
      173_176_900,
      'one hundred seventy-three million one hundred seventy-six thousand nine hundred',
    ],
    [2_000_000_001, 'two billion one'],
  ])('%i is "%s"', (value, words) => {
    expect(numberToWords(value)).toBe(words);
  });

  it('spells every credit package', () => {
    for (const packages of Object.values(CREDIT_PACKAGES)) {
      for (const credits of Object.values(packages)) {
        expect(numberToWords(credits)).toMatch(/^[a-z -]+$/);
      }
    }
  });

  it('refuses fractions', () => {
    expect(() => numberToWords(1.5)).toThrow(RangeError);
  });
});
