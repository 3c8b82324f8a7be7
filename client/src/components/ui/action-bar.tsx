import type * as React from 'react';
import { cn } from '@/lib/utils';

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

/** The bar's offset from the screen's bottom when pinned (`bottom-2`), and a little air above it. */
const PINNED_OFFSET_PX = 8;
const AIR_PX = 8;

/**
 * Scrolls an element of a section into view, only as far as needed, and above the section's
 * pinned bar rather than under it. The bar's height is measured, not assumed: its choices wrap
 * to two or three rows on a phone. Any bar pinned in a parent of the element counts, since a
 * sticky bar covers the bottom of the screen while any part of its parent is in view.
 */
export function scrollIntoViewAbovePinnedBar(element: HTMLElement) {
  let clearance = 0;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-pinned="true"]')) {
    if (bar.parentElement?.contains(element))
      clearance = Math.max(clearance, bar.getBoundingClientRect().height);
  }
  element.style.scrollMarginBottom = clearance ? `${clearance + PINNED_OFFSET_PX + AIR_PX}px` : '';
  element.scrollIntoView({ block: 'nearest' });
}
