import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands as en-US does', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(2_000_000)).toBe('2,000,000');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('keeps at most three decimals and drops trailing zeros', () => {
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1234.5678)).toBe('1,234.568');
    expect(formatNumber(1.0001)).toBe('1');
    // Intl writes "-0" here; a count that rounds to nothing is shown as 0.
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('writes what toLocaleString("en-US") writes, for integers and decimals of every size', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const digits = Math.floor(random() * 16);
      const integer = Math.floor(random() * 10 ** digits) * (random() < 0.2 ? -1 : 1) || 0;
      expect(formatNumber(integer)).toBe(integer.toLocaleString('en-US'));
      // Two decimals: no value sits on a rounding tie at the third, where the two may differ.
      const decimal = Math.round(random() * 10 ** Math.min(digits, 12)) / 100;
      expect(formatNumber(decimal)).toBe(decimal.toLocaleString('en-US'));
    }
  });

  it('leaves what it does not write itself to Intl', () => {
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(1e21)).toBe((1e21).toLocaleString('en-US'));
  });
});
