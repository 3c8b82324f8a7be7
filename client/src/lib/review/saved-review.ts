import { type ChangeDecision, mergeReview, reviewDiff } from '@common/review-diff';

/** A review as kept in localStorage: what the AI proposed against which source, and the choices. */
export interface SavedReview {
  source: string;
  proposed: string;
  decisions: Record<number, ChangeDecision>;
}

const storageKey = (place: string) => `redraft-review-${place}`;

/**
 * The review to continue for a result. The saved one holds when its source is the same and its
 * merged text is the result as it is now; a new result, or a result edited by hand since, starts
 * a new review of the result as it stands.
 */
export function restoreReview(place: string, source: string, result: string): SavedReview {
  const fresh = { source, proposed: result, decisions: {} };
  try {
    const raw = localStorage.getItem(storageKey(place));
    if (!raw) return fresh;
    const saved = JSON.parse(raw) as SavedReview;
    if (typeof saved.proposed !== 'string' || saved.source !== source) return fresh;
    const merged = mergeReview(reviewDiff(saved.source, saved.proposed), saved.decisions ?? {});
    return merged === result
      ? { source, proposed: saved.proposed, decisions: saved.decisions }
      : fresh;
  } catch {
    return fresh;
  }
}

/** Keeps a review for the next visit; a full storage only loses the choices, not the text. */
export function saveReview(place: string, review: SavedReview) {
  try {
    localStorage.setItem(storageKey(place), JSON.stringify(review));
  } catch {
    // The merged text itself is saved with the result; only the choices are lost.
  }
}
