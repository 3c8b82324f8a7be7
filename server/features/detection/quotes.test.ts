import { describe, expect, it } from 'vitest';
import { createQuoteChecker, normalizeForQuote } from './quotes';

const text = `It's a “plain” text —  written over
two lines, with    odd spacing.`;

describe('quotes checked against the text', () => {
  const occurs = createQuoteChecker(text);

  it('accepts quotes that occur, whatever the whitespace, quote style, dashes and case', () => {
    expect(occurs('it\'s a "plain" text - written over two lines')).toBe(true);
    expect(occurs('“with odd spacing.”')).toBe(true);
    expect(occurs('...written over two lines...')).toBe(true);
    expect(occurs('WITH ODD SPACING')).toBe(true);
  });

  it('drops quotes that do not occur, and quotes too short to mean anything', () => {
    expect(occurs('a fancy text written over three lines')).toBe(false);
    expect(occurs('written over  two pages')).toBe(false);
    expect(occurs('“it”')).toBe(false);
    expect(occurs('   ')).toBe(false);
  });

  it('makes one space of every run, also of the spaces compatibility forms become', () => {
    expect(normalizeForQuote(' A\u00a0 b\u2003\u2003c\n\t d ')).toBe('a b c d');
    expect(normalizeForQuote('tab\t\tand  no-break\u00a0space')).toBe('tab and no-break space');
  });
});
