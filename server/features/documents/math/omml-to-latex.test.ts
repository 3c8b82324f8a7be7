import { describe, expect, it } from 'vitest';
import { WORD_EQUATIONS } from '../../../../tests/support/word-math-fixtures';
import { ommlToLatex } from './omml-to-latex';

const M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
const oMath = (inner: string) => `<m:oMath ${M}>${inner}</m:oMath>`;

describe('Word equations as LaTeX', () => {
  it.each(WORD_EQUATIONS)('reads $latex', ({ omml, latex }) => {
    expect(ommlToLatex(oMath(omml))).toBe(latex);
  });

  it('writes an integral, the n-ary default, with its limits, and a linear fraction', () => {
    const integral = `<m:nary><m:naryPr><m:ctrlPr/></m:naryPr><m:sub><m:r><m:t>0</m:t></m:r></m:sub><m:sup><m:r><m:t>∞</m:t></m:r></m:sup><m:e><m:r><m:t>f</m:t></m:r></m:e></m:nary>`;
    expect(ommlToLatex(oMath(integral))).toBe('\\int_0^{∞} f');
    const linear = `<m:f><m:fPr><m:type m:val="lin"/></m:fPr><m:num><m:r><m:t>x</m:t></m:r></m:num><m:den><m:r><m:t>y+1</m:t></m:r></m:den></m:f>`;
    expect(ommlToLatex(oMath(linear))).toBe('x/{y+1}');
  });

  it("escapes LaTeX's special characters in an equation's text and keeps XML entities", () => {
    expect(ommlToLatex(oMath('<m:r><m:t>50% &lt; {a}_#</m:t></m:r>'))).toBe(
      '50\\% < \\{a\\}\\_\\#',
    );
  });

  it('sets an upright word as text and an accent over its letter', () => {
    const text = '<m:r><m:rPr><m:nor/></m:rPr><m:t>speed</m:t></m:r>';
    const accent =
      '<m:acc><m:accPr><m:chr m:val="⃗"/></m:accPr><m:e><m:r><m:t>v</m:t></m:r></m:e></m:acc>';
    expect(ommlToLatex(oMath(text + accent))).toBe('\\text{speed}\\vec{v}');
  });

  it('stops at a depth no equation reaches, rather than recursing without end', () => {
    const deep = `${'<m:d><m:e>'.repeat(5000)}<m:r><m:t>x</m:t></m:r>${'</m:e></m:d>'.repeat(5000)}`;
    expect(() => ommlToLatex(oMath(deep))).not.toThrow();
  });
});
