import { type ChangeDecision, mergeReview, type ReviewPart } from '@common/review-diff';
import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { type SavedReview, saveReview } from './saved-review';

/** Choices this close together are written once: a run of J, A, J, A costs one write. */
const PAUSE_MS = 700;

interface WriteThrough {
  place: string;
  saved: SavedReview;
  parts: ReviewPart[] | null;
  decisions: Record<number, ChangeDecision>;
  /** The result as the review found it. */
  result: string;
  onResultChange(text: string): void;
}

/**
 * Writes the review's choices into the result, and keeps them, once the choices pause (at an
 * idle moment), when the review closes, and when the page is hidden or closed, never at every
 * click: the merged text of a 50,000-word review is 300 KB, which the result's own screen then
 * draws and saves again (docs/decisions/228-review-writes-its-choices-when-they-pause.md).
 * Returns the flush, for what needs the written text now.
 */
export function useReviewWriteThrough(target: WriteThrough): () => void {
  const latest = useRef(target);
  latest.current = target;
  const written = useRef(target.result);
  const kept = useRef(target.saved.decisions);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { place, saved, parts, decisions, onResultChange } = latest.current;
    if (parts === null || decisions === kept.current) return;
    const merged = mergeReview(parts, decisions);
    kept.current = decisions;
    saveReview(place, { source: saved.source, proposed: saved.proposed, decisions }, merged);
    if (merged === written.current) return;
    written.current = merged;
    onResultChange(merged);
  }, []);

  const { decisions } = target;
  useEffect(() => {
    if (decisions === kept.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => whenIdle(flush), PAUSE_MS);
  }, [decisions, flush]);

  useEffect(() => {
    // Before the result's own savers (they listen without capture, and at the window, capture
    // listeners run first), and rendered at once, so that they save the merged text.
    const onHide = () => flushSync(flush);
    window.addEventListener('pagehide', onHide, { capture: true });
    return () => {
      window.removeEventListener('pagehide', onHide, { capture: true });
      flush();
    };
  }, [flush]);

  return flush;
}

function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else work();
}
