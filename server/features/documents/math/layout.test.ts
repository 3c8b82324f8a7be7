import { describe, expect, it } from 'vitest';
import { latexTree } from './latex-tree';
import { canTypeset, MathLayout } from './layout';
import { flatten, type MathBox, type MathMetrics } from './layout-box';

/** Plain measurements: each character half an em wide, letters x-high, digits and signs tall. */
const metrics: MathMetrics = {
  measure: (text) => ({
    width: [...text].length * 0.5,
    top: /^[a-z]+$/.test(text) ? 0.5 : 0.7,
    bottom: /[()[\]{}|√∑∏∫]/u.test(text) ? -0.2 : 0,
  }),
};
const layout = new MathLayout(metrics, 10);
const set = (latex: string, display = true) => layout.formula(latexTree(latex), display);
const height = (box: MathBox) => box.ascent + box.descent;
/** Where each piece of text was set, by its text. */
const inkOf = (box: MathBox) =>
  new Map(flatten(box).flatMap((ink) => (ink.kind === 'text' ? [[ink.text, ink] as const] : [])));

describe('math laid out in two dimensions', () => {
  it('stacks a fraction: taller than its numerator’s line, numerator over denominator', () => {
    const line = set('a+b');
    const fraction = set('\\frac{a+b}{c}');
    expect(height(fraction)).toBeGreaterThan(height(line) * 1.8);
    const ink = inkOf(fraction);
    expect(ink.get('a')!.y).toBeGreaterThan(0);
    expect(ink.get('c')!.y).toBeLessThan(0);
    expect(flatten(fraction).filter((each) => each.kind === 'rule')).toHaveLength(1);
  });

  it('sets a fraction in a sentence smaller than a displayed one', () => {
    const inline = inkOf(set('\\frac{a}{c}', false));
    const display = inkOf(set('\\frac{a}{c}', true));
    expect(inline.get('a')!.size).toBeLessThan(display.get('a')!.size);
  });

  it('raises a superscript and lowers a subscript, both smaller than their base', () => {
    const ink = inkOf(set('x_k^2'));
    expect(ink.get('2')!.y).toBeGreaterThan(0);
    expect(ink.get('k')!.y).toBeLessThan(0);
    expect(ink.get('2')!.size).toBeLessThan(ink.get('x')!.size);
    expect(ink.get('2')!.x).toBeGreaterThanOrEqual(ink.get('x')!.x + 5);
  });

  it('puts a displayed sum’s limits over and under it, and an integral’s beside it', () => {
    const sum = inkOf(set('\\sum_{k=1}^{n} k'));
    const sign = sum.get('∑')!;
    expect(sum.get('n')!.y).toBeGreaterThan(sign.y);
    expect(sum.get('k')!.y).toBeLessThan(sign.y);
    expect(sum.get('n')!.x).toBeLessThan(sign.x + 10);
    const integral = inkOf(set('\\int_0^1 x'));
    const foot = integral.get('∫')!;
    expect(integral.get('1')!.x).toBeGreaterThan(foot.x);
    expect(integral.get('0')!.x).toBeGreaterThan(foot.x);
    expect(integral.get('1')!.y).toBeGreaterThan(integral.get('0')!.y);
    // In a sentence the sum's limits go beside it too.
    const inline = inkOf(set('\\sum_{k=1}^{n} k', false));
    expect(inline.get('n')!.x).toBeGreaterThan(inline.get('∑')!.x);
  });

  it('draws a radical as tall as its radicand, with a bar over all of it', () => {
    const small = set('\\sqrt{x}');
    const tall = set('\\sqrt{\\frac{a}{b}}');
    const sign = (box: MathBox) =>
      flatten(box).find((ink) => ink.kind === 'text' && ink.text === '√')!;
    expect((sign(tall) as { scaleY?: number }).scaleY ?? 1).toBeGreaterThan(
      (sign(small) as { scaleY?: number }).scaleY ?? 1,
    );
    const bar = flatten(tall).find((ink) => ink.kind === 'rule' && ink.width > 4 && ink.y > 5)!;
    expect(bar.x + (bar as { width: number }).width).toBeGreaterThanOrEqual(tall.width - 0.01);
  });

  it('grows delimiters with their content', () => {
    const scaleOf = (box: MathBox) =>
      (flatten(box).find((ink) => ink.kind === 'text' && ink.text === '(') as { scaleY?: number })
        .scaleY ?? 1;
    expect(scaleOf(set('\\left( x \\right)'))).toBe(1);
    expect(scaleOf(set('\\left( \\frac{a}{b} \\right)'))).toBeGreaterThan(1.3);
  });

  it('sets a matrix as a grid of rows × columns, aligned', () => {
    const box = set('\\begin{pmatrix} a & b & c \\\\ d & e & f \\end{pmatrix}');
    const cells = flatten(box).filter((ink) => ink.kind === 'text' && /^[a-f]$/.test(ink.text));
    expect(cells).toHaveLength(6);
    const rows = new Set(cells.map((ink) => ink.y.toFixed(2)));
    const columns = new Set(cells.map((ink) => ink.x.toFixed(2)));
    expect(rows.size).toBe(2);
    expect(columns.size).toBe(3);
    const ink = inkOf(box);
    expect(ink.get('a')!.y).toBeGreaterThan(ink.get('d')!.y);
    expect(ink.get('a')!.x).toBeCloseTo(ink.get('d')!.x);
  });

  it('puts an accent over its letter', () => {
    const ink = inkOf(set('\\hat{x}'));
    expect(ink.get('ˆ')!.y).toBeGreaterThan(ink.get('x')!.y);
  });

  it('spaces relations and binary signs, not a sign that binds nothing', () => {
    const ink = inkOf(set('x=-y'));
    const gapBefore = ink.get('=')!.x - (ink.get('x')!.x + 5);
    expect(gapBefore).toBeCloseTo((5 / 18) * 10);
    // The minus is unary: no space between it and y.
    expect(ink.get('y')!.x - (ink.get('−')!.x + 5)).toBeCloseTo(0);
  });

  it('lays out a long run of terms in one pass', () => {
    const box = set('x+'.repeat(20_000));
    expect(flatten(box).filter((ink) => ink.kind === 'text')).toHaveLength(40_000);
  });

  it('leaves a formula too large or too deep to its linear line', () => {
    expect(canTypeset(latexTree('\\frac{a}{b}'))).toBe(true);
    expect(canTypeset(latexTree(`${'\\sqrt{'.repeat(40)}x${'}'.repeat(40)}`))).toBe(false);
    expect(canTypeset(latexTree('x+'.repeat(3_000)))).toBe(true);
    expect(canTypeset(latexTree('\\frac{a}{b}+'.repeat(1_000)))).toBe(false);
  });
});
