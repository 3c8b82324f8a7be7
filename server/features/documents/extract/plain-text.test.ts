import { describe, expect, it } from 'vitest';
import { joinBlocks } from './paragraphs';
import { decodeText } from './plain-text';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a text file decoded', () => {
  it('drops the spaces and tabs that end a line and keeps those between words', () => {
    expect(decodeText(utf8('one  two \t\nthree\t four   \r\nfive'))).toBe(
      'one  two\nthree\t four\nfive',
    );
  });

  it('keeps a long run of spaces inside a line whole', () => {
    const line = `a${' '.repeat(50_000)}b`;
    expect(decodeText(utf8(`${line}  \nc`))).toBe(`${line}\nc`);
  });
});

describe('paragraphs of a document joined', () => {
  it('drops the spaces and no-break spaces that end a paragraph, and leading spaces', () => {
    expect(joinBlocks(['  First one. \u00a0 ', 'Second\u00a0one.'])).toBe(
      'First one.\n\nSecond\u00a0one.',
    );
  });

  it('keeps a long run of spaces inside a paragraph whole', () => {
    const paragraph = `a${' '.repeat(50_000)}b`;
    expect(joinBlocks([`${paragraph} \u00a0`])).toBe(paragraph);
  });
});
