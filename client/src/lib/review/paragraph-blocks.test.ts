import { reviewDiff } from '@common/review-diff';
import { describe, expect, it } from 'vitest';
import { paragraphBlocks } from './paragraph-blocks';

describe('paragraphBlocks', () => {
  it('cuts the parts at the breaks of unchanged text and gives the text back', () => {
    const parts = reviewDiff(
      'One two.\n\nThree four.\n\nFive six.',
      'One 2.\n\nThree four.\n\nFive 6. Seven.',
    );
    const blocks = paragraphBlocks(parts);
    expect(blocks).toHaveLength(3);
    expect(blocks.map((block) => block.ids)).toEqual([[0], [], [1, 2]]);
    const text = (p: (typeof parts)[number]) => (p.kind === 'same' ? p.text : p.after);
    expect(blocks.flatMap((block) => block.parts.map(text)).join('')).toBe(
      parts.map(text).join(''),
    );
  });
});
