import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TURNED_TEXT,
  turnedTextPdf,
  UPRIGHT_NOTE,
} from '../../../../tests/support/real-world-fixtures';
import { extractPdfText } from './pdf';

// The fallback reader, as on a machine without poppler: pdf.js reads every page.
const saved = process.env.REDRAFT_NO_PDFTOTEXT;
beforeAll(() => {
  process.env.REDRAFT_NO_PDFTOTEXT = '1';
});
afterAll(() => {
  if (saved === undefined) delete process.env.REDRAFT_NO_PDFTOTEXT;
  else process.env.REDRAFT_NO_PDFTOTEXT = saved;
});

describe('the pdf.js fallback (issue 39)', () => {
  it('reads text drawn turned on an upright page line by line, apart from the upright note', async () => {
    const text = await extractPdfText(new Uint8Array(await turnedTextPdf()));
    expect(text).toBe(`${TURNED_TEXT.join(' ')}\n\n${UPRIGHT_NOTE}`);
  });
});
