/**
 * Matrices in a PDF made by LaTeX, read as one line by rows: '(a b; c d)'
 * (docs/decisions/242-pdf-integrals-and-matrices-read-linearly.md). A matrix sets its rows on
 * lines of their own, between delimiters as tall as the grid: read line by line, the rows came
 * back as prose ('a b c d') and the delimiters elsewhere. A grid of short cells counts as a
 * matrix only with a delimiter just left and just right of it, so a table stays a table.
 */
import type { Line, TextRun } from './pdf-layout';

/**
 * Computer Modern's cmex sets its larger delimiters at character codes that poppler, without a
 * ToUnicode map, gives as control characters: \big, \Big, \bigg and \Bigg sizes.
 */
const CMEX_DELIMITERS: Record<string, string> = {
  '\u0000': '(',
  '\u0001': ')',
  '\u0002': '[',
  '\u0003': ']',
  '\u0008': '{',
  '\u0009': '}',
  '\u000c': '|',
  '\u000d': '‖',
  '\u0010': '(',
  '\u0011': ')',
  '\u0012': '(',
  '\u0013': ')',
  '\u0014': '[',
  '\u0015': ']',
  '\u001a': '{',
  '\u001b': '}',
};
const OPENING = /^[([{|‖⟨]$/u;
const CLOSING = /^[)\]}|‖⟩]$/u;
/** A cell of a matrix: a number, a letter, a short term without spaces. */
const CELL = /^\S{1,8}$/u;
/** Rows of a matrix are set closer than this many font sizes apart. */
const ROW_GAP = 1.8;

const sizeOf = (run: TextRun) => run.size || 10;
const rightOf = (run: TextRun) => run.x + run.width;
const delimiterOf = (run: TextRun) => {
  const text = run.text.trim();
  return CMEX_DELIMITERS[text] ?? text;
};
const isDelimiter = (run: TextRun) => {
  const text = delimiterOf(run);
  return OPENING.test(text) || CLOSING.test(text);
};

/** A line's cells, left to right: words split at gaps of half a font size or more. */
function cells(line: Line): TextRun[] {
  const out: TextRun[] = [];
  const words = line.runs
    .filter((run) => /\S/u.test(run.text) && !isDelimiter(run))
    .flatMap((run) => {
      const parts = run.text.trim().split(/\s+/u);
      const total = run.text.trim().length;
      let at = 0;
      return parts.map((part) => {
        const word = { ...run, text: part, x: run.x + (run.width * at) / total };
        word.width = (run.width * part.length) / total;
        at += part.length + 1;
        return word;
      });
    })
    .sort((a, b) => a.x - b.x);
  for (const word of words) {
    const last = out.at(-1);
    if (last && word.x - rightOf(last) < sizeOf(word) * 0.5) {
      last.text += word.text;
      last.width = rightOf(word) - last.x;
    } else out.push({ ...word });
  }
  return out;
}

/** The lines from `start` that form a grid of short cells, each row as many as the first. */
function gridFrom(lines: Line[], start: number): { rows: TextRun[][]; end: number } | null {
  const first = cells(lines[start]!);
  if (first.length === 0 || !first.every((cell) => CELL.test(cell.text))) return null;
  const rows = [first];
  let end = start + 1;
  let previous = lines[start]!;
  while (end < lines.length) {
    const line = lines[end]!;
    if (previous.y - line.y > Math.max(previous.size, line.size) * ROW_GAP) break;
    // A line of the delimiters alone, set between the rows (poppler, on pdfkit's matrices).
    if (line.runs.every((run) => !/\S/u.test(run.text) || isDelimiter(run))) {
      end++;
      continue;
    }
    previous = line;
    const row = cells(line);
    if (row.length !== first.length || !row.every((cell) => CELL.test(cell.text))) break;
    rows.push(row);
    end++;
  }
  return rows.length >= 2 ? { rows, end } : null;
}

/**
 * A page's lines with each matrix made one line, its rows joined by '; ' between its own
 * delimiters. The delimiters may lie on any line (pdf.js puts them on the line above).
 */
export function joinMatrices(lines: Line[]): Line[] {
  let out = lines;
  for (let start = 0; start < out.length; start++) {
    const grid = gridFrom(out, start);
    if (!grid) continue;
    const all = grid.rows.flat();
    const left = Math.min(...all.map((cell) => cell.x));
    const right = Math.max(...all.map(rightOf));
    const size = Math.max(...all.map(sizeOf));
    const top = Math.max(...all.map((cell) => cell.y)) + size;
    const bottom = Math.min(...all.map((cell) => cell.y)) - size;
    const beside = (run: TextRun) => run.y <= top && run.y >= bottom && isDelimiter(run);
    const runs = out.flatMap((line) => line.runs);
    const open = runs.find(
      (run) =>
        beside(run) &&
        OPENING.test(delimiterOf(run)) &&
        rightOf(run) <= left + 0.5 &&
        rightOf(run) >= left - 1.5 * size,
    );
    const close = runs.find(
      (run) =>
        beside(run) &&
        run !== open &&
        CLOSING.test(delimiterOf(run)) &&
        run.x >= right - 0.5 &&
        run.x <= right + 1.5 * size,
    );
    if (!open || !close) {
      // A table, or a grid without its delimiters: none of its rows starts a matrix.
      start = grid.end - 1;
      continue;
    }
    const text = `${delimiterOf(open)}${grid.rows.map((row) => row.map((cell) => cell.text).join(' ')).join('; ')}${delimiterOf(close)}`;
    const y = (grid.rows[0]![0]!.y + grid.rows.at(-1)![0]!.y) / 2;
    const run: TextRun = { text, x: open.x, y, width: rightOf(close) - open.x, size };
    const matrix: Line = { runs: [run], y, x: open.x, right: rightOf(close), size };
    const rest = out.flatMap((line, i) => {
      if (i >= start && i < grid.end) return [];
      if (!line.runs.includes(open) && !line.runs.includes(close)) return [line];
      const kept = line.runs.filter((each) => each !== open && each !== close);
      if (!kept.some((each) => /\S/u.test(each.text))) return [];
      const x = Math.min(...kept.map((each) => each.x));
      return [{ ...line, runs: kept, x, right: Math.max(...kept.map(rightOf)), text: undefined }];
    });
    // The matrix takes the place of its rows in the order of the page, top to bottom.
    const at = rest.findIndex((line) => line.y < y);
    out = at < 0 ? [...rest, matrix] : [...rest.slice(0, at), matrix, ...rest.slice(at)];
    start = at < 0 ? rest.length - 1 : at;
  }
  return out;
}
