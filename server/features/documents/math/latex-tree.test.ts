import { describe, expect, it } from 'vitest';
import { WORD_EQUATIONS } from '../../../../tests/support/word-math-fixtures';
import { latexTree } from './latex-tree';
import { ommlToLatex } from './omml-to-latex';
import { treeToOmml } from './tree-to-omml';
import { treeToUnicode } from './tree-to-unicode';

const unicode = (latex: string) => treeToUnicode(latexTree(latex));
const roundTrip = (latex: string) => ommlToLatex(treeToOmml(latexTree(latex), false));

describe('LaTeX math as a tree, written as Word equations and as Unicode', () => {
  it.each(WORD_EQUATIONS)('writes $latex as OMML that reads back the same', ({ latex }) => {
    expect(roundTrip(latex)).toBe(latex);
  });

  it.each([
    ['x^{2}+y^{2}=r^{2}', 'x²+y² = r²'],
    ['\\frac{a+b}{2}', '(a+b)/2'],
    ['\\frac{1}{2}', '1/2'],
    ['\\sqrt[3]{x+1}', '∛(x+1)'],
    ['\\sum_{k=1}^{n} x_k', '∑ₖ₌₁ⁿ xₖ'],
    ['\\int_0^\\infty e^{-x^2}\\,dx', '∫₀^∞ e^(−x²) dx'],
    ['\\alpha \\le \\beta', 'α ≤ β'],
    ['\\sin \\theta', 'sin θ'],
    ['\\vec{v}', 'v⃗'],
    ['\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}', '(a b; c d)'],
    ['\\text{if } x > 0', 'if x > 0'],
    ['\\|v\\| = 1', '‖v‖ = 1'],
  ])('sets %s as %s', (latex, expected) => {
    expect(unicode(latex)).toBe(expected);
  });

  it('keeps what it cannot read: a stray brace, an unknown command, an unclosed group', () => {
    expect(unicode('\\frac{1}{2}}x')).toBe('1/2}x');
    expect(unicode('\\foo{x}')).toBe('foo x');
    expect(unicode('{a+b')).toBe('a+b');
  });

  it('reads a formula nested deeper than any written by hand in bounded time', () => {
    const deep = `${'\\sqrt{'.repeat(5_000)}x${'}'.repeat(5_000)}`;
    const started = Date.now();
    expect(unicode(deep).length).toBeGreaterThan(0);
    expect(treeToOmml(latexTree(deep), true).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
