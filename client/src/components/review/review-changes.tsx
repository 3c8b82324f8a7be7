import { GitCompareIcon, TriangleAlertIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReviewAnalysis } from '@/lib/review/use-review-analysis';
import { ChangeMeter } from './change-meter';
import type { ReviewTarget } from './review-dialog';

const ReviewDialog = lazy(() =>
  import('./review-dialog').then((module) => ({ default: module.ReviewDialog })),
);

/**
 * Beside an AI result: how much it changed its source, whether it kept every fact ("2 facts
 * changed" opens the review at the first of them), and the button that opens the review.
 */
export function ReviewChanges(props: ReviewTarget & { reviewLabel?: string }) {
  const analysis = useReviewAnalysis(props.source, props.result);
  const [openAt, setOpenAt] = useState<{ change: number | null } | null>(null);
  if (!props.source.trim() || !props.result.trim()) return null;
  const facts = analysis?.facts ?? [];
  const firstFact = facts.find((fact) => fact.changeId !== null)?.changeId ?? null;
  return (
    <div
      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1"
      data-testid="review-summary"
    >
      {analysis ? (
        <ChangeMeter measure={analysis.measure} />
      ) : (
        <span className="text-xs text-muted-foreground">
          Comparing with the {props.sourceLabel}…
        </span>
      )}
      {facts.length > 0 && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 text-amber-700 dark:text-amber-400"
          onClick={() => setOpenAt({ change: firstFact })}
        >
          <TriangleAlertIcon aria-hidden="true" />
          {facts.length === 1 ? '1 fact changed' : `${facts.length} facts changed`}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-label={props.reviewLabel}
        onClick={() => setOpenAt({ change: null })}
      >
        <GitCompareIcon aria-hidden="true" />
        Review changes
      </Button>
      {openAt && (
        <Suspense fallback={null}>
          <ReviewDialog {...props} startAt={openAt.change} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
