import { type ChangeDecision, mergeReview, reviewDiff } from '@common/review-diff';

/** A review as kept in localStorage: what the AI proposed against which source, and the choices. */
export interface SavedReview {
  source: string;
  proposed: string;
  decisions: Record<number, ChangeDecision>;
  /**
   * The merged text the choices gave, as its length and a hash: telling whether the result is
   * still that text then needs no diff (half a second for a 50,000-word text) at the opening.
   */
  merged?: { length: number; hash: number };
}

const storageKey = (place: string) => `redraft-review-${place}`;

/** FNV-1a over the UTF-16 code units: a fingerprint of a text, not a secret. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

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
    const decisions = saved.decisions ?? {};
    const same = saved.merged
      ? saved.merged.length === result.length && saved.merged.hash === textHash(result)
      : mergeReview(reviewDiff(saved.source, saved.proposed), decisions) === result;
    return same ? { source, proposed: saved.proposed, decisions } : fresh;
  } catch {
    return fresh;
  }
}

/**
 * Keeps a review for the next visit, with the text its choices merged into; a full storage
 * only loses the choices, not the text.
 */
export function saveReview(place: string, review: SavedReview, merged: string) {
  try {
    const fingerprint = { length: merged.length, hash: textHash(merged) };
    localStorage.setItem(storageKey(place), JSON.stringify({ ...review, merged: fingerprint }));
  } catch {
    // The merged text itself is saved with the result; only the choices are lost.
  }
}

/** Forgets a review (its result was accepted or discarded). */
export function forgetReview(place: string) {
  try {
    localStorage.removeItem(storageKey(place));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
