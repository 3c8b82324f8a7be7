import { describe, expect, it } from 'vitest';
import { pdfjsFallbackSwitch } from '../../../../tests/support/pdfjs-fallback';
import {
  TURNED_TEXT,
  turnedTextPdf,
  UPRIGHT_NOTE,
} from '../../../../tests/support/real-world-fixtures';
import { extractPdfText } from './pdf';

const usePdfjs = pdfjsFallbackSwitch();

const EXPECTED = `${TURNED_TEXT.join(' ')}\n\n${UPRIGHT_NOTE}`;

describe('text drawn turned on an upright page (issue 39)', () => {
  it('is read line by line by poppler, the upright note apart after it', async () => {
    expect(await extractPdfText(new Uint8Array(await turnedTextPdf()))).toBe(EXPECTED);
  });

  it('is read the same by the pdf.js fallback, as on a machine without poppler', async () => {
    usePdfjs();
    expect(await extractPdfText(new Uint8Array(await turnedTextPdf()))).toBe(EXPECTED);
  });
});
