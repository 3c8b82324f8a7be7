/**
 * Turns the positioned text runs of PDF pages into readable text: lines rebuilt from
 * baselines, two-column pages read column by column, paragraphs told apart by vertical gaps,
 * list items kept on their own lines, and headers and footers that repeat on every page
 * dropped. Pure functions, so the rules are tested without any PDF.
 */

import { visualToLogical } from './bidi-order';
import { joinFormulaLines } from './math-block';

export interface TextRun {
  text: string;
  /** Left edge and baseline, in PDF units with y growing upwards. */
  x: number;
  y: number;
  width: number;
  /** Font size (the run's height). */
  size: number;
}

export interface PageRuns {
  width: number;
  height: number;
  runs: TextRun[];
}

export interface Line {
  runs: TextRun[];
  y: number;
  x: number;
  right: number;
  size: number;
  /** lineText(runs), once asked: the header check and the reading order both need it. */
  text?: string;
}

interface FlowLine {
  text: string;
  y: number;
  x: number;
  size: number;
  /** Lines of different flows (columns, spanning blocks) never share a paragraph. */
  flow: number;
}

const BULLET = /^\s*(?:[•◦▪▫‣∙·●○■□–—*-]|\(?\d{1,3}[.)]|\(?[a-zA-Z][.)]|[ivxlcdm]{1,5}[.)])\s+/i;

export function isListItem(text: string): boolean {
  return BULLET.test(text);
}

/** Groups runs sharing a baseline (within half a font size) into lines, top to bottom; a line's
 * baseline is that of its largest run. */
export function buildLines(runs: TextRun[]): Line[] {
  const sorted = runs.filter((run) => run.text.length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const run of sorted) {
    const size = run.size || 10;
    const line = lines.find((candidate) => Math.abs(candidate.y - run.y) < size * 0.5);
    if (line) {
      // A line's baseline is its text's, not a superscript's that came first from above.
      if (size > line.size) line.y = run.y;
      line.runs.push(run);
      line.x = Math.min(line.x, run.x);
      line.right = Math.max(line.right, run.x + run.width);
      line.size = Math.max(line.size, size);
    } else {
      lines.push({ runs: [run], y: run.y, x: run.x, right: run.x + run.width, size });
    }
  }
  for (const line of lines) line.runs.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

/**
 * Joins a line's runs, putting a space where the gap between two runs is a word gap; a line of
 * right-to-left text is then put back in reading order (bidi-order.ts).
 */
export function lineText(runs: TextRun[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const gap = run.x - end;
    if (text && gap > (run.size || 10) * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) {
      text += ' ';
    }
    text += run.text;
    end = Math.max(end, run.x + run.width);
  }
  return visualToLogical(text.replace(/\s+/g, ' ').trim());
}

function crosses(line: Line, cut: number): boolean {
  return line.runs.some((run) => run.x < cut - 1 && run.x + run.width > cut + 1);
}

function hasBothSides(line: Line, cut: number): boolean {
  return line.runs.some((run) => run.x + run.width <= cut) && line.runs.some((run) => run.x >= cut);
}

/**
 * The x of the gutter between two columns, or null for a single-column page. A gutter is a
 * vertical band no run crosses on most lines, with text on both sides of it.
 */
export function findGutter(lines: Line[], pageWidth: number): number | null {
  if (lines.length < 4) return null;
  let best: { cut: number; score: number; both: number } | null = null;
  for (let cut = pageWidth * 0.3; cut <= pageWidth * 0.7; cut += pageWidth / 100) {
    let both = 0;
    let crossing = 0;
    for (const line of lines) {
      if (crosses(line, cut)) crossing++;
      else if (hasBothSides(line, cut)) both++;
    }
    if (crossing > lines.length * 0.25) continue;
    const score = both - crossing;
    if (!best || score > best.score) best = { cut, score, both };
  }
  // A short right column (the end of a text) still makes a column layout.
  if (!best || best.score < 2 || best.both < lines.length * 0.15) return null;
  return best.cut;
}

function textOf(line: Line): string {
  line.text ??= lineText(line.runs);
  return line.text;
}

function toFlowLine(runs: TextRun[], flow: number, known?: string): FlowLine | null {
  const text = known ?? lineText(runs);
  if (!text) return null;
  return {
    text,
    y: runs[0]!.y,
    x: Math.min(...runs.map((run) => run.x)),
    size: Math.max(...runs.map((run) => run.size || 10)),
    flow,
  };
}

/** A page's lines in reading order: spanning lines as they come, column blocks left then right. */
export function readingOrder(lines: Line[], pageWidth: number, firstFlow = 0): FlowLine[] {
  const gutter = findGutter(lines, pageWidth);
  const out: FlowLine[] = [];
  let flow = firstFlow;
  if (gutter === null) {
    for (const line of lines) {
      const flowLine = toFlowLine(line.runs, flow, textOf(line));
      if (flowLine) out.push(flowLine);
    }
    return out;
  }
  let block: Line[] = [];
  const flushBlock = () => {
    if (block.length === 0) return;
    const left = flow + 1;
    const right = flow + 2;
    flow += 2;
    for (const line of block) {
      const part = toFlowLine(
        line.runs.filter((run) => run.x < gutter),
        left,
      );
      if (part) out.push(part);
    }
    for (const line of block) {
      const part = toFlowLine(
        line.runs.filter((run) => run.x >= gutter),
        right,
      );
      if (part) out.push(part);
    }
    block = [];
  };
  for (const line of lines) {
    if (crosses(line, gutter)) {
      flushBlock();
      flow += 1;
      const spanning = toFlowLine(line.runs, flow, textOf(line));
      if (spanning) out.push(spanning);
    } else {
      block.push(line);
    }
  }
  flushBlock();
  return out;
}

/** The usual distance between lines: the lower quartile, since paragraph gaps can be as common as line gaps. */
function lowerQuartile(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)]!;
}

const normalizeEdge = (text: string) =>
  text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Lines at the top or bottom edge of the pages whose text (numbers aside) repeats on most
 * pages: running headers, footers and page numbers. Returns, per page, the indexes to drop.
 */
export function repeatedEdges(pages: string[][], depth = 2): Set<number>[] {
  const drop = pages.map(() => new Set<number>());
  if (pages.length < 2) return drop;
  const needed = Math.max(2, Math.ceil(pages.length * 0.6));
  for (const fromTop of [true, false]) {
    for (let level = 0; level < depth; level++) {
      const indexOn = (page: number) => (fromTop ? level : pages[page]!.length - 1 - level);
      // The edge line itself may differ by its page number; lines further in must repeat
      // exactly, and only under an edge line that was dropped ("Chapter 2" is content).
      const keys = pages.map((lines, page) => {
        const line = lines[indexOn(page)];
        if (line === undefined) return null;
        if (level > 0 && !drop[page]!.has(fromTop ? level - 1 : lines.length - level)) return null;
        return level === 0 ? normalizeEdge(line) : line;
      });
      const counts = new Map<string, number>();
      for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
      keys.forEach((key, page) => {
        if (key && (counts.get(key) ?? 0) >= needed) drop[page]!.add(indexOn(page));
      });
    }
  }
  return drop;
}

/** Han, kana and CJK punctuation at the end of a line, or the start of the next. */
const CJK_END = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]$/u;
const CJK_START = /^[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** Builds paragraphs from lines in reading order. */
export function paragraphsOf(lines: FlowLine[]): string[] {
  const spacings: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.y - lines[i]!.y;
    if (lines[i]!.flow === lines[i - 1]!.flow && gap > 0) spacings.push(gap);
  }
  const lineSpacing = lowerQuartile(spacings) || 12;
  const flowLeft = new Map<number, number>();
  for (const line of lines) {
    flowLeft.set(line.flow, Math.min(flowLeft.get(line.flow) ?? line.x, line.x));
  }
  const paragraphs: string[] = [];
  let current = '';
  let currentIsList = false;
  const flush = () => {
    if (current) paragraphs.push(currentIsList ? `\u0000${current}` : current);
    current = '';
    currentIsList = false;
  };
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const gap = previous ? previous.y - line.y : 0;
    const startsList = isListItem(line.text);
    // Books mark paragraphs by indenting their first line rather than by a gap.
    const left = flowLeft.get(line.flow) ?? line.x;
    const indented =
      !currentIsList &&
      previous !== undefined &&
      line.x - left > line.size * 0.9 &&
      previous.x - left < line.size * 0.5;
    const breaks =
      indented ||
      !previous ||
      previous.flow !== line.flow ||
      gap > lineSpacing * 1.45 ||
      gap < 0 ||
      startsList ||
      Math.abs(line.size - previous.size) > 1.5;
    if (breaks) {
      flush();
      current = line.text;
      currentIsList = startsList;
    } else if (/[A-Za-z]-$/.test(current) || (CJK_END.test(current) && CJK_START.test(line.text))) {
      // A hyphen that ends a line, or Chinese and Japanese, which put no space between words.
      current += line.text;
    } else {
      current += ` ${line.text}`;
    }
  });
  flush();
  return paragraphs;
}

/** Joins paragraphs: a blank line between paragraphs, one newline between list items. */
export function joinParagraphs(paragraphs: string[]): string {
  let text = '';
  let previousWasList = false;
  for (const raw of paragraphs) {
    const isList = raw.startsWith('\u0000');
    const paragraph = isList ? raw.slice(1) : raw;
    if (text) text += isList && previousWasList ? '\n' : '\n\n';
    text += paragraph;
    previousWasList = isList;
  }
  return text;
}

/** Each page's lines, their text worked out: by prepareLines, or else by layoutPages. */
const preparedLines = new WeakMap<PageRuns, Line[]>();

function linesOf(page: PageRuns): Line[] {
  let lines = preparedLines.get(page);
  if (!lines) {
    lines = joinFormulaLines(buildLines(page.runs));
    for (const line of lines) textOf(line);
    preparedLines.set(page, lines);
  }
  return lines;
}

/**
 * Works out a page's lines and their text ahead of layoutPages, which does the rest: called for
 * each page as pdftotext writes it, while it goes on with the next ones
 * (docs/decisions/117-pdf-text-where-time-went.md). The page must
 * not change afterwards.
 */
export function prepareLines(page: PageRuns): void {
  linesOf(page);
}

/** The whole document: pages in order, headers and footers stripped, paragraphs kept. */
export function layoutPages(pages: PageRuns[]): string {
  const pageLines = pages.map(linesOf);
  const edgeTexts = pageLines.map((lines) => lines.map(textOf));
  const drops = repeatedEdges(edgeTexts);
  const flowLines: FlowLine[] = [];
  let flow = 0;
  pageLines.forEach((lines, index) => {
    const kept = lines.filter((_, lineIndex) => !drops[index]!.has(lineIndex));
    const ordered = readingOrder(kept, pages[index]!.width, flow);
    flow = (ordered.at(-1)?.flow ?? flow) + 1;
    // Pages are separate flows, but a sentence running over a page break is rejoined below.
    flowLines.push(...ordered);
  });
  return joinParagraphs(mergeAcrossBreaks(paragraphsOf(flowLines)));
}

/** A paragraph cut by a page or column break (no closing punctuation, next starts lowercase). */
function mergeAcrossBreaks(paragraphs: string[]): string[] {
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const previous = out.at(-1);
    if (
      previous !== undefined &&
      !previous.startsWith('\u0000') &&
      !paragraph.startsWith('\u0000') &&
      /[\p{Ll},;]$/u.test(previous) &&
      /^\p{Ll}/u.test(paragraph)
    ) {
      out[out.length - 1] = `${previous} ${paragraph}`;
    } else {
      out.push(paragraph);
    }
  }
  return out;
}
