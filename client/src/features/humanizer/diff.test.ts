import { describe, expect, it } from 'vitest';
import { diffWords } from './diff';

describe('diffWords', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(diffWords('The cat sat on the mat.', 'The dog sat on the mat.')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'cat ' },
      { kind: 'added', text: 'dog ' },
      { kind: 'same', text: 'sat on the mat.' },
    ]);
  });

  it('joins back to the new text without the removed parts', () => {
    const after = 'Furthermore, it works.\n\nIt really works.';
    const parts = diffWords('It works. It works well.', after);
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
  });

  it('handles empty texts', () => {
    expect(diffWords('', 'New.')).toEqual([{ kind: 'added', text: 'New.' }]);
    expect(diffWords('Old.', '')).toEqual([{ kind: 'removed', text: 'Old.' }]);
  });
});
