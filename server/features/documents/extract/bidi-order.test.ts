import { describe, expect, it } from 'vitest';
import { visualToLogical } from './bidi-order';

/** A line as a PDF places it: the reading order reversed, as the eye sees right-to-left text. */
const visual = (text: string) => [...text].reverse().join('');

describe('right-to-left lines in reading order', () => {
  it('leaves left-to-right lines alone', () => {
    expect(visualToLogical('Plain English, 2024.')).toBe('Plain English, 2024.');
  });

  it('reverses a Hebrew line', () => {
    expect(visualToLogical(visual('שלום עולם.'))).toBe('שלום עולם.');
  });

  it('keeps numbers and Latin words in a right-to-left line in their own order', () => {
    // On the page: the Hebrew reversed, '2024' and 'Tel Aviv' as they read.
    expect(visualToLogical('.םירבח םע Tel Aviv ריעב ונרקיב 2024 תנשב')).toBe(
      'בשנת 2024 ביקרנו בעיר Tel Aviv עם חברים.',
    );
  });

  it('mirrors brackets of a right-to-left line', () => {
    // On the page the bracket that opens reads ')' (it opens leftwards).
    expect(visualToLogical('(םלוע) םולש')).toBe('שלום (עולם)');
  });

  it('reverses only the right-to-left words of a left-to-right line', () => {
    expect(visualToLogical(`The word ${visual('שלום עולם')} means hello.`)).toBe(
      'The word שלום עולם means hello.',
    );
  });

  it('gives Arabic presentation forms as the letters they show', () => {
    // 'سلام' as shaped glyphs placed right to left: final mim, lam-alef, initial sin.
    expect(visualToLogical('\ufee2\ufefc\ufeb3')).toBe('سلام');
  });
});
