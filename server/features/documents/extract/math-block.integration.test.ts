import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfjsFallbackSwitch } from '../../../../tests/support/pdfjs-fallback';
import { extractPdfText } from './pdf';

const usePdfjs = pdfjsFallbackSwitch();

/** latex-display-math.tex, compiled by lualatex: displayed formulas, an integral, a matrix, aligned equations, inline math, a table. */
const pdf = () =>
  new Uint8Array(
    readFileSync(
      new URL('../../../../tests/fixtures/documents/latex-display-math.pdf', import.meta.url),
    ),
  );

// Before: '√ −b ± b2 − 4ac x = 2a' and 'n\n\nX n(n + 1)\n\nk = . (1)\n\n2\n\nk=1' (poppler), the
// pdf.js fallback likewise, and its 'H O' with the 2 in a paragraph of its own at the end.
// The integral read '(Z 1)/0 x2 dx = 1/3' (poppler) and '∫01 x2 dx =1/3' (pdf.js); the matrix
// '\u0012a b\u0013 c d' (poppler: cmex's parentheses as control codes) and '( )' then 'a b c d'.
const EXPECTED = [
  'The roots of a quadratic equation are given by the formula x = (−b ± √b2 − 4ac)/2a which every student learns at school. Energy and mass are related by E = mc2, and the sum of the first n integers is',
  '∑_{k=1}^{n} k = (n(n + 1))/2. (1)',
  'Water is written H2O and the area of a circle is πr2. Two aligned lines follow:',
  'a = b + c (2)',
  'd = e/f + g (3)',
  'The area under the parabola is',
  '∫_{0}^{1} x2 dx = 1/3',
  'and a rotation is the matrix',
  '(a b; c d)',
  'which has two rows.',
  'Method Score Spread First 0.91 ±0.02 Second 0.85 ±0.03',
].join('\n\n');

describe('displayed formulas in a PDF made by LaTeX (issue 39)', () => {
  it('reads each formula as one line, fractions and limits written linearly (poppler)', async () => {
    expect(await extractPdfText(pdf())).toBe(EXPECTED);
  });

  it('reads them the same in the pdf.js fallback', async () => {
    usePdfjs();
    expect(await extractPdfText(pdf())).toBe(EXPECTED);
  });
});
