import type { FontShaping, PdfFonts } from '../../../lib/pdf-document';
import { latexTree } from '../math/latex-tree';
import { canTypeset, MathLayout } from '../math/layout';
import type { MathBox } from '../math/layout-box';
import { treeToUnicode } from '../math/tree-to-unicode';
import { splitMath } from './latex';
import { drawMathBox, drawRuns, shapingMetrics } from './pdf-math-draw';

/**
 * A paragraph holding LaTeX math, set by hand rather than by PDFKit's text flow, since its
 * lines hold typeset formulas (docs/decisions/241-pdf-export-typesets-math.md): words and
 * inline formulas are broken into lines at spaces, each line as tall as its tallest formula;
 * a displayed formula is centred on a line of its own. A formula too large or too deep to lay
 * out, or wider than the line, is set as its linear Unicode line (decision 182), word by word.
 */

type Token =
  | { kind: 'word'; text: string; width: number }
  | { kind: 'space'; width: number }
  | { kind: 'box'; box: MathBox; display: boolean }
  | { kind: 'break' };

interface Placed {
  token: Extract<Token, { kind: 'word' } | { kind: 'box' }>;
  x: number;
}

/** DejaVu Sans's ascender and descender, in ems: a line of plain words is this tall. */
const TEXT_ASCENT = 1901 / 2048;
const TEXT_DESCENT = 483 / 2048;

export interface MathParagraphOptions {
  x: number;
  width: number;
  size: number;
  lineGap: number;
  /** Written before the paragraph's first word (a list item's marker). */
  marker?: string;
}

/** Layouts for one document: their glyph measurements are cached across paragraphs. */
const layouts = new WeakMap<FontShaping, Map<number, MathLayout>>();
function layoutFor(shaping: FontShaping, size: number): MathLayout {
  const bySize = layouts.get(shaping) ?? new Map<number, MathLayout>();
  layouts.set(shaping, bySize);
  const layout = bySize.get(size) ?? new MathLayout(shapingMetrics(shaping), size);
  bySize.set(size, layout);
  return layout;
}

/**
 * Writes a paragraph with typeset math at doc.y; false (nothing written) when it holds no
 * math or the fonts cannot be measured, and the caller writes it as before.
 */
export function writeMathParagraph(
  doc: PDFKit.PDFDocument,
  fonts: PdfFonts,
  text: string,
  options: MathParagraphOptions,
): boolean {
  const segments = splitMath(text);
  const shaping = fonts.shaping;
  if (!shaping || !segments.some((segment) => segment.math)) return false;
  const layout = layoutFor(shaping, options.size);
  const measure = (word: string) => {
    let width = 0;
    for (const run of shaping.runs('body', word)) {
      width += doc.font(run.font).fontSize(options.size).widthOfString(run.text);
    }
    return width;
  };
  const space = measure(' ');
  const tokens: Token[] = [];
  const words = (prose: string) => {
    for (const part of fonts.clean(prose).split(/(\s+|\u200b)/u)) {
      if (!part) continue;
      if (/^\s+$/u.test(part)) tokens.push({ kind: 'space', width: space });
      else if (part === '\u200b') tokens.push({ kind: 'space', width: 0 });
      else tokens.push({ kind: 'word', text: part, width: measure(part) });
    }
  };
  if (options.marker) words(`${options.marker} `);
  for (const segment of segments) {
    if (!segment.math) {
      words(segment.text);
      continue;
    }
    const tree = latexTree(segment.text);
    const display = Boolean(segment.display);
    const box = canTypeset(tree) ? layout.formula(tree, display) : undefined;
    if (!box || box.width > options.width) {
      words(treeToUnicode(tree));
      continue;
    }
    if (display) tokens.push({ kind: 'break' }, { kind: 'box', box, display }, { kind: 'break' });
    else tokens.push({ kind: 'box', box, display });
  }
  setLines(doc, shaping, breakLines(tokens, options.width), options);
  return true;
}

/** Tokens in lines, broken at spaces only: a formula and the comma after it stay together. */
function breakLines(tokens: Token[], width: number): Placed[][] {
  const lines: Placed[][] = [];
  let line: Placed[] = [];
  let chunk: Placed[] = [];
  let lineEnd = 0;
  let chunkWidth = 0;
  let gap = 0;
  const endChunk = () => {
    if (chunk.length === 0) return;
    const at = line.length ? lineEnd + gap : 0;
    if (line.length && at + chunkWidth > width) {
      lines.push(line);
      line = [];
      lineEnd = 0;
      endChunk();
      return;
    }
    for (const placed of chunk) line.push({ ...placed, x: placed.x + at });
    lineEnd = at + chunkWidth;
    chunk = [];
    chunkWidth = 0;
    gap = 0;
  };
  for (const token of tokens) {
    if (token.kind === 'space') {
      endChunk();
      gap = Math.max(gap, token.width);
    } else if (token.kind === 'break') {
      endChunk();
      if (line.length) lines.push(line);
      line = [];
      lineEnd = 0;
      gap = 0;
    } else {
      chunk.push({ token, x: chunkWidth });
      chunkWidth += token.kind === 'word' ? token.width : token.box.width;
    }
  }
  endChunk();
  if (line.length) lines.push(line);
  return lines;
}

/** Draws the lines from doc.y down, each as tall as what it holds, on new pages as needed. */
function setLines(
  doc: PDFKit.PDFDocument,
  shaping: FontShaping,
  lines: Placed[][],
  options: MathParagraphOptions,
): void {
  const bottom = doc.page.height - doc.page.margins.bottom;
  let top = doc.y;
  for (const line of lines) {
    let ascent = TEXT_ASCENT * options.size;
    let descent = TEXT_DESCENT * options.size;
    const display = line.length === 1 && line[0]!.token.kind === 'box' && line[0]!.token.display;
    for (const { token } of line) {
      if (token.kind !== 'box') continue;
      ascent = Math.max(ascent, token.box.ascent);
      descent = Math.max(descent, token.box.descent);
    }
    // A displayed formula has room above and below, as LaTeX's display skips give it.
    if (display) top += options.size * 0.4;
    if (top + ascent + descent > bottom && top > doc.page.margins.top) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const baseline = top + ascent;
    const shift = display
      ? (options.width - (line[0]!.token as { box: MathBox }).box.width) / 2
      : 0;
    for (const { token, x } of line) {
      const left = options.x + shift + x;
      if (token.kind === 'word')
        drawRuns(doc, shaping, 'body', token.text, options.size, left, baseline);
      else drawMathBox(doc, shaping, token.box, left, baseline);
    }
    top = baseline + descent + options.lineGap + (display ? options.size * 0.4 : 0);
  }
  doc.x = doc.page.margins.left;
  doc.y = top;
}
