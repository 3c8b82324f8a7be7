import { describe, expect, it } from 'vitest';
import { ShownParagraphs, splitParagraphs } from './paragraph-diff';

/** Applies each change to a list, as the page does, and returns the list. */
function follow(texts: string[]) {
  const shown = new ShownParagraphs();
  let page: string[] = [];
  const changes = texts.map((text) => {
    const change = shown.update(text);
    page = [...page.slice(0, change.kept), ...change.rewritten];
    return change;
  });
  return { page, changes };
}

describe('ShownParagraphs', () => {
  it('keeps every finished paragraph when the last one grows', () => {
    const { changes, page } = follow([
      'First paragraph.\n\nSecond par',
      'First paragraph.\n\nSecond paragraph.\n\nThird',
    ]);
    expect(changes[1]).toEqual({ kept: 1, rewritten: ['Second paragraph.', 'Third'] });
    expect(page).toEqual(['First paragraph.', 'Second paragraph.', 'Third']);
  });

  it('writes again from the first paragraph that formatting changed', () => {
    const { changes, page } = follow([
      'One.\n\n**Two** is\n\nthree',
      'One.\n\nTwo is\n\nthree and',
    ]);
    expect(changes[1]).toEqual({ kept: 1, rewritten: ['Two is', 'three and'] });
    expect(page).toEqual(['One.', 'Two is', 'three and']);
  });

  it('writes everything for a text that starts differently, and nothing for the same text', () => {
    expect(follow(['Old.', 'New.\n\nText']).changes[1]).toEqual({
      kept: 0,
      rewritten: ['New.', 'Text'],
    });
    expect(follow(['A.\n\nB.', 'A.\n\nB.']).changes[1]).toEqual({ kept: 2, rewritten: [] });
  });

  it('notices a change near the start of a long text, not only at its end', () => {
    const paragraphs = Array.from({ length: 2000 }, (_, i) => `Paragraph ${i} of a long answer.`);
    const changed = [...paragraphs];
    changed[2] = 'Paragraph 2 of a long answer!';
    const { changes, page } = follow([paragraphs.join('\n\n'), `${changed.join('\n\n')} More`]);
    expect(changes[1]!.kept).toBe(2);
    expect(page.join('\n\n')).toBe(`${changed.join('\n\n')} More`);
  });

  it('drops paragraphs that are no longer there', () => {
    expect(follow(['A.\n\nB.\n\nC.', 'A.']).page).toEqual(['A.']);
  });

  it('shows the text exactly after any sequence of pieces, blank lines included', () => {
    const full = 'Intro line.\n\n\nSecond **bold** part.\n\nThird\nwith a break.\n\n\n\nEnd.\n\n';
    for (const step of [1, 2, 3, 5, 8]) {
      const texts: string[] = [];
      for (let at = 0; at <= full.length; at += step) texts.push(full.slice(0, at));
      texts.push(full);
      expect(follow(texts).page.join('\n\n')).toBe(full);
    }
  });

  it('gives the text back exactly when its paragraphs are joined', () => {
    for (const text of ['', 'a', 'a\n\nb', 'a\n\n\nb', 'a\n\n\n\nb\n', '\n\nlead', 'trail\n\n']) {
      expect(splitParagraphs(text).join('\n\n')).toBe(text);
    }
  });
});
