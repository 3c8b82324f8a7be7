import { describe, expect, it } from 'vitest';
import { collectEvidence, QuoteFilter } from './evidence';
import { cleanModelText } from './service';

const TEXT = 'Geography sets the first settlement; institutions decide whether it lasts.';

describe('QuoteFilter', () => {
  it('keeps quotes that occur (whatever the quote marks and case) and counts the rest', () => {
    const filter = new QuoteFilter(TEXT);
    expect(filter.keep(['“Geography sets the first”', 'geography invents nothing'])).toEqual([
      '“Geography sets the first”',
    ]);
    expect(filter.dropped).toBe(1);
  });

  it('treats an empty quote as no claim, and an absent one as dropped', () => {
    const filter = new QuoteFilter(TEXT);
    expect(filter.one('')).toBeNull();
    expect(filter.one('whether it lasts')).toBe('whether it lasts');
    expect(filter.one('whether it fails')).toBeNull();
    expect(filter.dropped).toBe(1);
  });
});

describe('collectEvidence', () => {
  it('lists each quote once per dimension, by the dimension name', () => {
    const answer = {
      dimensions: { insight: { quotes: ['whether it lasts', 'Whether it lasts'] } },
    };
    expect(collectEvidence([answer, answer], { insight: 'Insight' })).toEqual([
      { dimension: 'Insight', quote: 'whether it lasts' },
    ]);
  });
});

describe('cleanModelText', () => {
  it('removes a code fence around the text and control characters', () => {
    expect(cleanModelText('```text\nA clean\u0007 rewrite.\n```')).toBe('A clean rewrite.');
    expect(cleanModelText('  Plain.\n\nTwo paragraphs.  ')).toBe('Plain.\n\nTwo paragraphs.');
  });
});
