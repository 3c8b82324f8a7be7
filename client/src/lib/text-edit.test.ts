import { describe, expect, it } from 'vitest';
import { textEdit } from './text-edit';

const apply = (before: string, after: string) => {
  const edit = textEdit(before, after);
  if (!edit) return before;
  return before.slice(0, edit.from) + edit.insert + before.slice(edit.to);
};

describe('textEdit', () => {
  it('is nothing for the same text', () => {
    expect(textEdit('same', 'same')).toBeNull();
  });

  it('adds at the end without touching what was there', () => {
    expect(textEdit('Dictated.', 'Dictated.\n\nMore words.')).toEqual({
      from: 9,
      to: 9,
      insert: '\n\nMore words.',
    });
  });

  it('empties the whole text', () => {
    expect(textEdit('All of it', '')).toEqual({ from: 0, to: 9, insert: '' });
  });

  it('replaces only the middle that changed', () => {
    expect(textEdit('one two three', 'one 2 three')).toEqual({ from: 4, to: 7, insert: '2' });
  });

  it('gives back the new text for repeated letters, where start and end overlap', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['aaaa', 'aa'],
      ['abab', 'ab'],
      ['', 'new'],
      ['x', 'y'],
    ] as const) {
      expect(apply(before, after)).toBe(after);
    }
  });
});
