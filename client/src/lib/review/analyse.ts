import { type ChangeMeasure, changeOfFact, measureChange } from '@common/change-meter';
import { compareFacts } from '@common/facts';
import type { FactIssue } from '@common/humanizer';
import { type ReviewPart, reviewDiff } from '@common/review-diff';

/** A fact the result does not keep, and the change it is in (null when no change holds it). */
export interface FactChange {
  issue: FactIssue;
  changeId: number | null;
}

/** Everything the review and its meter show about a result against its source. */
export interface ReviewAnalysis {
  source: string;
  result: string;
  parts: ReviewPart[];
  measure: ChangeMeasure;
  facts: FactChange[];
}

export function analyseReview(source: string, result: string): ReviewAnalysis {
  const parts = reviewDiff(source, result);
  const facts = compareFacts(source, result).map((issue) => ({
    issue,
    changeId: changeOfFact(parts, issue),
  }));
  return { source, result, parts, measure: measureChange(parts), facts };
}
