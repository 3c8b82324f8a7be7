import { DISAGREEMENT_THRESHOLD } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { median, summarizeSamples } from './spread';

describe('summarizeSamples', () => {
  it('flags samples that disagree by more than the threshold', () => {
    const detail = summarizeSamples('insight', 'Insight', [15, 60, 95]);
    expect(detail).toMatchObject({ median: 60, min: 15, max: 95, spread: 80, flagged: true });
  });

  it('does not flag samples that agree', () => {
    const detail = summarizeSamples('insight', 'Insight', [70, 74, 68]);
    expect(detail).toMatchObject({ median: 70, min: 68, max: 74, spread: 6, flagged: false });
  });

  it('flags only beyond the threshold, not at it', () => {
    expect(summarizeSamples('a', 'A', [50, 50 + DISAGREEMENT_THRESHOLD]).flagged).toBe(false);
    expect(summarizeSamples('a', 'A', [50, 51 + DISAGREEMENT_THRESHOLD]).flagged).toBe(true);
  });

  it('a single sample has no spread and no flag', () => {
    expect(summarizeSamples('a', 'A', [42])).toMatchObject({
      median: 42,
      spread: 0,
      flagged: false,
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the rounded mean of the middle two', () => {
    expect(median([90, 10, 50])).toBe(50);
    expect(median([10, 20, 31, 90])).toBe(26);
  });
});
