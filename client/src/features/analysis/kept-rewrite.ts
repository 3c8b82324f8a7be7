import { useCallback, useRef, useState } from 'react';
import { forgetReview } from '@/lib/review/saved-review';

/**
 * The analysis rewrite waiting for Accept or Keep Original, kept in localStorage with the
 * Document A it rewrote, so that a reload shows the Rewrite Comparison again, with its review
 * (docs/decisions/230-analysis-rewrite-kept-until-decided.md).
 */
const STORAGE_KEY = 'redraft.analysis.rewrite.v1';
/** The review's place for the rewrite (its choices are kept under it). */
export const REWRITE_REVIEW_PLACE = 'analysis-rewrite';
/** Document A and the rewrite together, in characters: past it, the rewrite is not kept. */
export const MAX_KEPT_REWRITE_CHARS = 600_000;

interface KeptRewrite {
  documentA: string;
  rewrite: string;
}

/** The kept rewrite of this Document A, or null (none, another document, or damaged). */
export function readKeptRewrite(documentA: string): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KeptRewrite | null;
    if (typeof kept?.rewrite !== 'string' || kept.documentA !== documentA) return null;
    return kept.rewrite;
  } catch {
    return null;
  }
}

/** Keeps the rewrite of `documentA`; null forgets it, and its review's choices. */
export function keepRewrite(kept: KeptRewrite | null) {
  try {
    if (kept && kept.documentA.length + kept.rewrite.length <= MAX_KEPT_REWRITE_CHARS) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      return;
    }
    localStorage.removeItem(STORAGE_KEY);
    if (!kept) forgetReview(REWRITE_REVIEW_PLACE);
  } catch {
    // Storage full or disabled: the rewrite stays on screen until the page is reloaded.
  }
}

/**
 * The rewrite on screen and kept: a new one (with the Document A it rewrote), the reviewed one
 * (written as the review's choices are), and none once accepted or discarded.
 */
export function useKeptRewrite(documentA: string) {
  const [rewrite, setShown] = useState(() => readKeptRewrite(documentA));
  const from = useRef(documentA);
  const start = useCallback((original: string, text: string) => {
    from.current = original;
    keepRewrite({ documentA: original, rewrite: text });
    setShown(text);
  }, []);
  const review = useCallback((text: string) => {
    keepRewrite({ documentA: from.current, rewrite: text });
    setShown(text);
  }, []);
  const dismiss = useCallback(() => {
    keepRewrite(null);
    setShown(null);
  }, []);
  return { rewrite, start, review, dismiss };
}
