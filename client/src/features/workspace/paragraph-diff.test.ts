import { describe, expect, it } from 'vitest';
import { paragraphChange, splitParagraphs } from './paragraph-diff';

describe('paragraphChange', () => {
  it('keeps every finished paragraph when the last one grows', () => {
    const shown = splitParagraphs('First paragraph.\n\nSecond par');
    const change = paragraphChange(shown, 'First paragraph.\n\nSecond paragraph.\n\nThird');
    expect(change.kept).toBe(1);
    expect(change.rewritten).toEqual(['Second paragraph.', 'Third']);
  });

  it('writes again from the first paragraph that formatting changed', () => {
    const shown = splitParagraphs('One.\n\n**Two** is\n\nthree');
    const change = paragraphChange(shown, 'One.\n\nTwo is\n\nthree and more');
    expect(change.kept).toBe(1);
    expect(change.rewritten).toEqual(['Two is', 'three and more']);
  });

  it('writes everything for a text that starts differently, and nothing for the same text', () => {
    expect(paragraphChange(['Old.'], 'New.\n\nText').kept).toBe(0);
    const same = paragraphChange(['A.', 'B.'], 'A.\n\nB.');
    expect(same.kept).toBe(2);
    expect(same.rewritten).toEqual([]);
  });

  it('gives the text back exactly when its paragraphs are joined, extra blank lines included', () => {
    for (const text of ['', 'a', 'a\n\nb', 'a\n\n\nb', 'a\n\n\n\nb\n', '\n\nlead', 'trail\n\n']) {
      expect(splitParagraphs(text).join('\n\n')).toBe(text);
    }
  });

  it('drops paragraphs that are no longer there', () => {
    const change = paragraphChange(['A.', 'B.', 'C.'], 'A.');
    expect(change.kept).toBe(1);
    expect(change.rewritten).toEqual([]);
    expect(change.paragraphs).toEqual(['A.']);
  });
});
