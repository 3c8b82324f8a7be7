import { describe, expect, it } from 'vitest';
import { pdfjsFallbackSwitch } from '../../../../tests/support/pdfjs-fallback';
import {
  TYPE3_LINE,
  TYPE3_WORD_SPACINGS,
  type3WordSpacingPdf,
} from '../../../../tests/support/type3-fixtures';
import { extractPdfText } from './pdf';

const usePdfjs = pdfjsFallbackSwitch();

// Every line keeps its three words, whatever its word spacing.
const EXPECTED = TYPE3_WORD_SPACINGS.map(() => TYPE3_LINE).join(' ');

describe('a Type 3 font with no glyph for the space (issue 39)', () => {
  it('keeps the spaces between words that touch, read by poppler', async () => {
    // Before: 'abbaabba abbaabba abbaabba ab ba abba'.
    expect(await extractPdfText(new Uint8Array(type3WordSpacingPdf()))).toBe(EXPECTED);
  });

  it('keeps them in the pdf.js fallback too', async () => {
    usePdfjs();
    expect(await extractPdfText(new Uint8Array(type3WordSpacingPdf()))).toBe(EXPECTED);
  });
});
