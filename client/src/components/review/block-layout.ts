import type { ReviewPart } from '@common/review-diff';
import { useMemo } from 'react';
import { paragraphBlocks } from '@/lib/review/paragraph-blocks';
import type { Reveal } from './virtual-blocks';

/** Line height (leading-7), average character width of text-sm, and the list's padding. */
export const LINE_PX = 28;
export const CHAR_PX = 7.4;
export const PADDING_PX = 28;
/**
 * Reviews longer than this (both texts, in characters) draw only the paragraphs near the
 * screen; shorter ones draw every paragraph, so the browser's find reads the whole text. The
 * same bound as the diff's move to a worker (use-review-analysis.ts).
 */
const VIRTUAL_FROM_CHARS = 40_000;

/** The paragraphs of a review, their lengths for the guesses, and where the current change is. */
export function useBlockLayout(parts: ReviewPart[], current: number | null) {
  const { blocks, sizes, blockOf, long } = useMemo(() => {
    const blocks = paragraphBlocks(parts);
    const blockOf = new Map<number, number>();
    let total = 0;
    const sizes = blocks.map((block, index) => {
      let before = 0;
      let after = 0;
      for (const part of block.parts) {
        if (part.kind === 'same') {
          before += part.text.length;
          after += part.text.length;
        } else {
          blockOf.set(part.id, index);
          before += part.before.length;
          after += part.after.length;
        }
      }
      total += before + after;
      return { before, after, longest: before + after };
    });
    return { blocks, sizes, blockOf, long: total > VIRTUAL_FROM_CHARS };
  }, [parts]);
  const reveal = useMemo<Reveal | null>(() => {
    const index = current === null ? undefined : blockOf.get(current);
    return index === undefined ? null : { index, selector: `[data-change="${current}"]` };
  }, [blockOf, current]);
  return { blocks, sizes, long, reveal };
}
