import { describe, expect, it } from 'vitest';
import { joinFormulaLines, linearize } from './math-block';
import { buildLines, type TextRun } from './pdf-layout';

const run = (text: string, x: number, y: number, width: number, size = 10): TextRun => ({
  text,
  x,
  y,
  width,
  size,
});

/** x = (a + b)/2c: the numerator above the line of '=', the denominator below. */
const FRACTION = [
  run('x', 100, 500, 6),
  run('=', 109, 500, 8),
  run('a + b', 122, 507, 24),
  run('2c', 128, 493, 10),
];

describe('displayed formulas read as linear text', () => {
  it('writes a fraction as numerator/denominator, in parentheses when more than a word', () => {
    expect(linearize(FRACTION)).toBe('x = (a + b)/2c');
  });

  it('writes a sum with its limits, its upper limit nearly on the sign’s baseline', () => {
    const sum = [
      run('n', 104, 503, 5, 7),
      run('∑', 100, 500, 14),
      run('k=1', 100, 479, 14, 7),
      run('k', 117, 491, 5),
      run('=', 125, 491, 8),
      run('0', 137, 491, 5),
    ];
    expect(linearize(sum)).toBe('∑_{k=1}^{n} k = 0');
  });

  it('puts a radical sign, set high, before the first word under its bar', () => {
    const root = [run('√', 130, 512, 8), run('−b ± b', 106, 504, 37), run('2a', 115, 490, 10)];
    expect(linearize(root)).toBe('(−b ± √b)/2a');
  });

  it('makes a formula’s lines one line, and leaves prose and tables as they are', () => {
    const prose = run('The formula for the value is as follows', 72, 530, 200);
    const table = [
      run('Method', 72, 400, 30),
      run('Spread', 150, 400, 30),
      run('First', 72, 388, 25),
      run('± 0.02', 150, 388, 30),
    ];
    const lines = joinFormulaLines(buildLines([prose, ...FRACTION, ...table]));
    expect(lines.map((line) => line.runs.map((part) => part.text).join(' | '))).toEqual([
      'The formula for the value is as follows',
      'x = (a + b)/2c',
      'Method | Spread',
      'First | ± 0.02',
    ]);
  });

  it('keeps aligned equations apart, each with its own fraction', () => {
    const aligned = [
      run('a = b + c', 100, 520, 40),
      run('e', 122, 508, 5),
      run('d =', 100, 501, 15),
      run('+ g', 130, 501, 15),
      run('f', 122, 494, 5),
    ];
    const lines = joinFormulaLines(buildLines(aligned));
    expect(lines.map((line) => line.runs.map((part) => part.text).join(' | '))).toEqual([
      'a = b + c',
      'd = e/f + g',
    ]);
  });

  it('writes an integral with its limits beside its sign, not as a fraction', () => {
    // poppler's cmex Z: a small box at the sign's top, '1' beside it and '0' at its foot.
    const integral = [
      run('Z', 100, 512, 5.5, 5.7),
      run('1', 110, 514, 4, 5.6),
      run('x', 116, 503, 5.7, 8),
      run('dx =', 128, 503, 21, 8),
      run('0', 105.5, 494, 4, 5.6),
      run('1', 153, 510, 5, 8),
      run('3', 153, 496, 5, 8),
    ];
    expect(linearize(integral)).toBe('∫_{0}^{1} x dx = 1/3');
  });

  it('reads a matrix by rows between its delimiters, and leaves a table without them', () => {
    const matrix = [
      run('\u0012', 90, 512, 7, 5.7),
      run('a b', 97, 508, 20, 8),
      run('\u0013', 118, 512, 7, 5.7),
      run('c d', 97, 496, 20, 8),
    ];
    const lines = joinFormulaLines(buildLines(matrix));
    expect(lines.map((line) => line.runs.map((part) => part.text).join(' | '))).toEqual([
      '(a b; c d)',
    ]);
    const table = [run('1 0', 97, 508, 20, 8), run('0 1', 97, 496, 20, 8)];
    expect(
      joinFormulaLines(buildLines(table)).map((line) => line.runs.map((p) => p.text).join(' ')),
    ).toEqual(['1 0', '0 1']);
  });
});
