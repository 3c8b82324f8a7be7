import { afterEach, describe, expect, it } from 'vitest';
import {
  TURNED_TEXT,
  turnedTextPdf,
  UPRIGHT_NOTE,
} from '../../../../tests/support/real-world-fixtures';
import { extractPdfText } from './pdf';

const saved = process.env.REDRAFT_NO_PDFTOTEXT;
afterEach(() => {
  if (saved === undefined) delete process.env.REDRAFT_NO_PDFTOTEXT;
  else process.env.REDRAFT_NO_PDFTOTEXT = saved;
});

const EXPECTED = `${TURNED_TEXT.join(' ')}\n\n${UPRIGHT_NOTE}`;

describe('text drawn turned on an upright page (issue 39)', () => {
  it('is read line by line by poppler, the upright note apart after it', async () => {
    expect(await extractPdfText(new Uint8Array(await turnedTextPdf()))).toBe(EXPECTED);
  });

  it('is read the same by the pdf.js fallback, as on a machine without poppler', async () => {
    process.env.REDRAFT_NO_PDFTOTEXT = '1';
    expect(await extractPdfText(new Uint8Array(await turnedTextPdf()))).toBe(EXPECTED);
  });
});
