import { cn } from '@/lib/utils';

/**
 * What a part of a page shows while its code loads: a quiet box of about the part's size, so
 * nothing below it jumps when it arrives. Screen readers hear 'Loading…' once.
 */
export function LoadingPlaceholder({
  className,
  label = 'Loading…',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('animate-pulse rounded-xl border bg-muted/40', className)}
    >
      <span className="sr-only">{label}</span>
    </div>
  );
}
