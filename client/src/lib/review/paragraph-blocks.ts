import type { ReviewPart } from '@common/review-diff';

/** A paragraph of a review: its parts, and the ids of the changes in it. */
export interface ReviewBlock {
  key: string;
  parts: ReviewPart[];
  ids: number[];
}

const BREAK = /[^\S\n]*\n\s*/g;

/**
 * The review's parts cut into paragraphs, at the breaks of unchanged text, so that the review
 * draws and redraws a paragraph at a time: a choice redraws one paragraph, and a long review
 * creates only the paragraphs near the screen
 * (docs/decisions/227-review-draws-only-paragraphs-near-the-screen.md).
 * Joining every block's parts gives the parts' text back.
 */
export function paragraphBlocks(parts: ReviewPart[]): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  let current: ReviewBlock = { key: 'b0', parts: [], ids: [] };
  const close = () => {
    if (current.parts.length) blocks.push(current);
    current = { key: `b${blocks.length}`, parts: [], ids: [] };
  };
  for (const part of parts) {
    if (part.kind === 'change') {
      current.parts.push(part);
      current.ids.push(part.id);
      continue;
    }
    let from = 0;
    for (const match of part.text.matchAll(BREAK)) {
      const end = match.index + match[0].length;
      current.parts.push({ kind: 'same', text: part.text.slice(from, end) });
      close();
      from = end;
    }
    if (from < part.text.length) current.parts.push({ kind: 'same', text: part.text.slice(from) });
  }
  close();
  return blocks;
}
