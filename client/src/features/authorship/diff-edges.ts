import type { TextChange } from '@/lib/text-origin';

/**
 * The one change from `before` to `after`: what lies between their common start and common
 * end. For changes nobody described (a hand-off, a reload), not for keystrokes.
 */
export function diffEdges(before: string, after: string): TextChange {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  return {
    at: start,
    del: before.length - start - end,
    ins: after.slice(start, after.length - end),
  };
}
