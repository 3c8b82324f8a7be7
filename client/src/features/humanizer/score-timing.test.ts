import { describe, expect, it } from 'vitest';
import { scoreDelay } from './score-timing';

describe('scoreDelay', () => {
  it('does not score under 50 characters', () => {
    expect(scoreDelay('')).toBeNull();
    expect(scoreDelay('x'.repeat(49))).toBeNull();
    expect(scoreDelay(`  ${'x'.repeat(49)}   `)).toBeNull();
  });
  it('waits 1 second from 50 to 100 characters, 2 seconds beyond', () => {
    expect(scoreDelay('x'.repeat(50))).toBe(1000);
    expect(scoreDelay('x'.repeat(100))).toBe(1000);
    expect(scoreDelay('x'.repeat(101))).toBe(2000);
  });
});
