import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The app's one chart style (docs/decisions/149-…): marks drawn with HTML boxes placed in
 * percent of the plot, and every word in CSS text sizes, so that labels read at the same size
 * as the text around them on a phone and on a laptop, and follow the light and dark themes.
 */

/** Type of every chart label: the size of a caption around it, muted. */
export const CHART_LABEL = 'text-xs text-muted-foreground tabular-nums';

/** A figure whose plot is one image for screen readers (`label`), with its caption below. */
export function ChartFigure({
  label,
  caption,
  children,
  className,
}: {
  label: string;
  caption?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure className={cn('grid max-w-2xl gap-1.5', className)}>
      <div role="img" aria-label={label}>
        {children}
      </div>
      {caption && <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}

/** Dashed grid lines across a plot, at fractions 0–1 of it: rows (horizontal) or columns. */
export function ChartGrid({ at, direction }: { at: number[]; direction: 'rows' | 'columns' }) {
  return (
    <>
      {at.map((fraction) => (
        <span
          key={fraction}
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute border-dashed border-border',
            direction === 'rows' ? 'inset-x-0 border-t' : 'inset-y-0 border-l',
          )}
          style={direction === 'rows' ? { bottom: pct(fraction) } : { left: pct(fraction) }}
        />
      ))}
    </>
  );
}

/** Tick labels along an axis, each centred on its fraction of the plot. */
export function ChartTicks({
  ticks,
  direction,
  className,
}: {
  ticks: { at: number; label: string }[];
  direction: 'vertical' | 'horizontal';
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn('relative', CHART_LABEL, className)}>
      {ticks.map((tick) => (
        <span
          key={tick.at}
          className={cn(
            'absolute whitespace-nowrap',
            direction === 'vertical' ? 'right-0 translate-y-1/2' : '-translate-x-1/2',
          )}
          style={direction === 'vertical' ? { bottom: pct(tick.at) } : { left: pct(tick.at) }}
        >
          {tick.label}
        </span>
      ))}
    </div>
  );
}

/** A fraction 0–1 as a CSS percentage, clamped. */
export const pct = (fraction: number): CSSProperties['left'] =>
  `${Math.min(100, Math.max(0, fraction * 100))}%`;
