import { useEffect, useMemo, useRef, useState } from 'react';
import { analyseReview, type ReviewAnalysis } from './analyse';

/**
 * Texts up to this many characters (both together) are compared on the page, in a few
 * milliseconds; longer ones in a worker, so that typing and scrolling never wait for a diff.
 */
const ON_PAGE_CHARS = 40_000;
/** A long text being edited is compared again once the edits pause. */
const SETTLE_MS = 300;

/**
 * The review analysis of a result against its source, or null while a long one is computed.
 * Short texts answer at once; long ones come from a worker a moment later.
 */
export function useReviewAnalysis(source: string, result: string): ReviewAnalysis | null {
  const small = source.length + result.length <= ON_PAGE_CHARS;
  const onPage = useMemo(
    () => (small && result.trim() ? analyseReview(source, result) : null),
    [small, source, result],
  );
  const [fromWorker, setFromWorker] = useState<ReviewAnalysis | null>(null);
  const worker = useRef<Worker | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (small || !result.trim()) return;
    const timer = setTimeout(() => {
      try {
        worker.current ??= startWorker((analysis) => setFromWorker(analysis), asked);
        worker.current.postMessage({ id: ++asked.current, source, result });
      } catch {
        // No worker here: the page compares, once, after the pause.
        setFromWorker(analyseReview(source, result));
      }
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [small, source, result]);

  useEffect(() => () => worker.current?.terminate(), []);

  if (small) return onPage;
  if (!fromWorker || fromWorker.source !== source || fromWorker.result !== result) return null;
  return fromWorker;
}

function startWorker(
  answer: (analysis: ReviewAnalysis) => void,
  asked: { current: number },
): Worker {
  const worker = new Worker(new URL('./review.worker.ts', import.meta.url), {
    type: 'module',
    name: 'review',
  });
  worker.onmessage = ({ data }: MessageEvent<{ id: number; analysis: ReviewAnalysis }>) => {
    // Only the answer to the latest question: an earlier one describes a text no longer shown.
    if (data.id === asked.current) answer(data.analysis);
  };
  return worker;
}
