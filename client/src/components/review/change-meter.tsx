import { type ChangeMeasure, changeShares } from '@common/change-meter';
import { cn } from '@/lib/utils';

const SEGMENTS = [
  { key: 'kept', label: 'kept', tone: 'bg-slate-300 dark:bg-slate-600' },
  { key: 'changed', label: 'changed', tone: 'bg-amber-500' },
  { key: 'added', label: 'added', tone: 'bg-emerald-600' },
  { key: 'removed', label: 'removed', tone: 'bg-red-500' },
] as const;

/** "62% kept · 20% changed · 10% added · 8% removed", the same words the bar shows. */
export function describeShares(measure: ChangeMeasure): string {
  const shares = changeShares(measure);
  return SEGMENTS.map(({ key, label }) => `${shares[key]}% ${label}`).join(' · ');
}

/**
 * How much of the source a result kept, changed, added and removed, in words: one bar in the
 * app's chart style (HTML marks in percent, docs/decisions/149-one-chart-style.md), and the
 * figures in words beside it.
 */
export function ChangeMeter({
  measure,
  className,
}: {
  measure: ChangeMeasure;
  className?: string;
}) {
  const shares = changeShares(measure);
  const said = describeShares(measure);
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <div
        role="img"
        aria-label={`How much changed: ${said}`}
        className="flex h-2 w-24 shrink-0 overflow-hidden rounded-full bg-muted"
      >
        {SEGMENTS.map(({ key, tone }) =>
          shares[key] > 0 ? (
            <span key={key} className={tone} style={{ width: `${shares[key]}%` }} />
          ) : null,
        )}
      </div>
      <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {said}
      </span>
    </div>
  );
}
