import { countWords } from '@common/chunking';
import { describe, expect, it } from 'vitest';
import { countWordsOnce } from './word-count';

describe('countWordsOnce', () => {
  it('counts as countWords does, for each new text and again for an earlier one', () => {
    for (const text of ['', 'one', 'one two', '  spaced   out\nlines\t', 'one', '']) {
      expect(countWordsOnce(text)).toBe(countWords(text));
    }
  });
});
