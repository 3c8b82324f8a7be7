import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * What a thing under a text box needs below it to stay clear of a pinned bar when it is
 * scrolled into view: the bar is 56 px high on a laptop and about 110 px on a phone (two rows),
 * 8 px above the screen's bottom (`bottom-2`), plus a little air. Give it as `scroll-margin-bottom`.
 */
export const CLEAR_OF_ACTION_BAR = 'scroll-mb-18 max-sm:scroll-mb-32';

/**
 * A section's primary action with the choices it needs (model, preset, provider). Once the
 * section has text (`pinned`), the bar stays at the bottom of the screen while any part of its
 * section is in view, so the action is never below the fold (docs/decisions/146-…). It is sticky
 * within its parent: place it as a direct child of the section's card body.
 */
export function ActionBar({
  pinned,
  className,
  ...props
}: React.ComponentProps<'div'> & { pinned: boolean }) {
  return (
    <div
      data-pinned={pinned}
      className={cn(
        'flex flex-wrap items-end gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2.5 sm:px-4',
        pinned && 'sticky bottom-2 z-20 shadow-lg',
        className,
      )}
      {...props}
    />
  );
}
