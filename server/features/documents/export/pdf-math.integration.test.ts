import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractUpload } from '../../../../tests/support/document-fixtures';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TEXT = [
  'The energy is $E^2=\\frac{a+b}{2}$ in a sentence.',
  '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]',
  '\\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\]',
  '\\[\\int_0^1 x^2\\,dx = \\frac13\\]',
  '\\[\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}\\]',
].join('\n\n');

interface Word {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** poppler's words with their boxes, top-down page coordinates. */
function words(pdf: Buffer): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    left: Number(match[1]),
    top: Number(match[2]),
    right: Number(match[3]),
    bottom: Number(match[4]),
    text: match[5]!,
  }));
}

const middle = (word: Word) => (word.top + word.bottom) / 2;

describe('the PDF export typesets math (issue 39)', () => {
  let all: Word[];
  const find = (text: string, after = 0) => {
    const found = all.find((word, i) => i >= after && word.text === text);
    if (!found) throw new Error(`no word '${text}' in ${all.map((w) => w.text).join(' ')}`);
    return found;
  };
  let pdf: Buffer;
  beforeAll(async () => {
    const response = await fetch(
      `${server.url}/api/generate-document`,
      postJson({ text: TEXT, format: 'pdf' }),
    );
    expect(response.status).toBe(200);
    pdf = Buffer.from(await response.arrayBuffer());
    all = words(pdf);
  });

  it('stacks a fraction: its numerator’s words above its denominator’s', () => {
    // The words of '−b ± √b² − 4ac' (poppler's boxes are the font's, so they overlap a little).
    const from = all.indexOf(find('−b'));
    const numerator = all.slice(from, all.indexOf(find('4ac')) + 1);
    const denominator = find('2a');
    for (const word of numerator) expect(middle(word)).toBeLessThan(denominator.top);
    const left = Math.min(...numerator.map((word) => word.left));
    const right = Math.max(...numerator.map((word) => word.right));
    // Centred under the numerator, and the '=' between the two, level with the bar.
    expect(Math.abs((denominator.left + denominator.right) / 2 - (left + right) / 2)).toBeLessThan(
      2,
    );
    const equals = all.find((word) => word.text === '=' && word.top > find('sentence.').bottom)!;
    expect(equals.right).toBeLessThan(left);
    expect(middle(equals)).toBeGreaterThan(middle(numerator.at(-1)!));
    expect(middle(equals)).toBeLessThan(middle(denominator));
  });

  it('sets a fraction in a sentence on the sentence’s line, smaller than the prose', () => {
    const prose = find('energy');
    const numerator = all.find((word) => word.text.startsWith('a+b') || word.text === 'a')!;
    expect(numerator.bottom - numerator.top).toBeLessThan(prose.bottom - prose.top);
    expect(numerator.bottom).toBeLessThan(middle(prose) + 1);
  });

  it('puts a displayed sum’s limits over and under its sign', () => {
    const sum = find('∑');
    const upper = all.find((word) => word.text === 'n' && middle(word) < sum.top)!;
    const lower = all.find((word) => word.text.startsWith('k=1') && middle(word) > sum.bottom)!;
    expect(upper).toBeDefined();
    expect(lower).toBeDefined();
    expect(upper.left).toBeLessThan(sum.right);
    expect(lower.left).toBeLessThan(sum.right);
  });

  it('sets an integral’s limits beside it, the upper above the lower', () => {
    const integral = find('∫');
    const near = all.filter(
      (word) => word.left >= integral.right - 3 && word.left < integral.right + 8,
    );
    const upper = near.find((word) => word.text.startsWith('1'))!;
    const lower = near.find((word) => word.text.startsWith('0'))!;
    expect(upper.bottom).toBeLessThan(lower.top);
    // The sign's character (its outline is drawn grown) lies between its limits.
    expect(middle(integral)).toBeGreaterThan(middle(upper));
    expect(middle(integral)).toBeLessThan(middle(lower));
  });

  it('sets a matrix as rows and columns between its delimiters', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((letter) =>
      all.findLast((word) => word.text === letter),
    ) as Word[];
    expect(Math.abs(middle(a!) - middle(b!))).toBeLessThan(1);
    expect(Math.abs(middle(c!) - middle(d!))).toBeLessThan(1);
    expect(c!.top).toBeGreaterThan(a!.bottom);
    expect(Math.abs(a!.left - c!.left)).toBeLessThan(2);
    // The delimiters' characters sit level with the middle of the grid, left and right of it.
    const open = all.findLast((word) => word.text === '(')!;
    const close = all.findLast((word) => word.text === ')')!;
    expect(middle(open)).toBeGreaterThan(middle(a!));
    expect(middle(open)).toBeLessThan(middle(c!));
    expect(open.right).toBeLessThanOrEqual(a!.left);
    expect(close.left).toBeGreaterThanOrEqual(b!.right);
  });

  it('keeps the LaTeX source out of the text layer', () => {
    expect(all.map((word) => word.text).join(' ')).not.toMatch(/\\frac|\\sum|\$/);
  });

  it('reads back through the upload with its displayed formulas as linear lines', async () => {
    // Decisions 212 and 242 read the typeset parts again; before 241 there was nothing to join.
    const { status, body } = await extractUpload(server.url, pdf, 'typeset.pdf');
    expect(status).toBe(200);
    const paragraphs = (body.text as string).split('\n\n');
    // The sum's upper limit, set close under it, still joins this line (decision 241).
    expect(body.text).toContain('x = (−b ± √b2 − 4ac)/2a');
    expect(paragraphs).toContain('∫_{0}^{1} x2 dx = 1/3');
    expect(paragraphs).toContain('(a b; c d)');
  });
});
