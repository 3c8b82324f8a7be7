// Compares a long result with its source off the page's main thread: a 50,000-word rewrite
// is about half a second of diffing (docs/decisions/166-review-word-diff.md).
import { analyseReview, type ReviewAnalysis } from './analyse';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; source: string; result: string }>) => void) | null;
  postMessage(message: { id: number; analysis: ReviewAnalysis }): void;
};

scope.onmessage = ({ data: { id, source, result } }) => {
  scope.postMessage({ id, analysis: analyseReview(source, result) });
};
