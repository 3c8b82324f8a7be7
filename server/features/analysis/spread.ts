import { DISAGREEMENT_THRESHOLD, type ScoreDetail } from '@common/analysis';

/** The median of integer scores, rounded to an integer (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * One dimension's score from independent samples: the median, the range, and a flag when the
 * samples disagree by more than DISAGREEMENT_THRESHOLD points (LLM judges disagree with
 * themselves; the flag says when a number should not be trusted on its own).
 */
export function summarizeSamples(
  key: string,
  name: string,
  samples: readonly number[],
): ScoreDetail {
  const min = Math.min(...samples);
  const max = Math.max(...samples);
  return {
    key,
    name,
    median: median(samples),
    min,
    max,
    spread: max - min,
    samples: [...samples],
    flagged: max - min > DISAGREEMENT_THRESHOLD,
  };
}
