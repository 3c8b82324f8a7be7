/**
 * Displayed formulas in a PDF made by LaTeX, read as one line of linear text
 * (docs/decisions/212-pdf-math-read-as-linear-text.md). A displayed formula puts parts of
 * itself on several baselines: a fraction's numerator and denominator above and below the line
 * of its '=', a sum's limits above and below its sign. Read line by line, these parts came
 * back interleaved with the rest ('√ −b ± b2 − 4ac x = 2a'). Here the lines of such a formula
 * become one line read across: 'x = (−b ± √b2 − 4ac)/(2a)', '∑_{k=1}^{n} k = (n(n + 1))/2.',
 * '∫_{0}^{1} x2 dx = 1/3', and a matrix '(a b; c d)' (decision 242, math-matrix.ts).
 * Pure functions on the text runs of pdf-layout.ts.
 */
import { joinMatrices } from './math-matrix';
import type { Line, TextRun } from './pdf-layout';

/** Signs found in formulas and rarely in prose set on lines of their own. */
const MATH_SIGN = /[=+−±×÷√∑∏∫≤≥≠≈∞∂∇→⋅·<>]/u;
/** Three words of letters in a row: prose, never a part of a formula. */
const PROSE = /\p{L}{2,}[,.;:]?\s+\p{L}{2,}[,.;:]?\s+\p{L}{2,}/u;
/** The large operators of Computer Modern's cmex, which poppler reads as their codes' letters. */
const CMEX_OPERATORS: Record<string, string> = {
  P: '∑',
  X: '∑',
  Q: '∏',
  Y: '∏',
  R: '∫',
  Z: '∫',
};
const OPERATOR = /^[∑∏∫∮⋃⋂⨁⨂PQRXYZ]$/u;
/** Lines of a formula lie closer than lines of text: under this many font sizes apart. */
const STACKED = 1.25;

/** A relation: an equation's line holds one, and aligned equations one each. */
const RELATION = /[=≤≥≠≈<>]/u;
/** A binary sign with a space before it, at the end of a text. */
const SPACED_SIGN = /\s[=+−±×÷<>≤≥≠≈→]$/u;
/** Punctuation that follows what it closes, with no space. */
const CLOSING = /^[.,;:!?)\]}]/u;
const sizeOf = (run: TextRun) => run.size || 10;
const rightOf = (run: TextRun) => run.x + run.width;

/** Runs side by side on one baseline, a space where their gap is a word gap. */
function joinAcross(runs: TextRun[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of [...runs].sort((a, b) => a.x - b.x)) {
    // A sign set apart before it is set apart after it, when the gap after it is a word's
    // share of the run (poppler's runs place their words by length).
    if (text && (run.x - end > sizeOf(run) * 0.15 || SPACED_SIGN.test(text))) text += ' ';
    text += run.text.trim();
    end = Math.max(end, rightOf(run));
  }
  return text;
}

/**
 * A run's words, each given its share of the run's width by its length: poppler's runs join
 * the words of a line, and a radical sign may stand over the last of them.
 */
function words(run: TextRun): TextRun[] {
  const parts = run.text.trim().split(/\s+/u);
  const total = run.text.trim().length;
  if (parts.length < 2) {
    // pdf.js's '= ' holds the space after the sign: its ink ends before it.
    const lead = run.text.length - run.text.trimStart().length;
    const share = run.width / Math.max(1, run.text.length);
    if (total === run.text.length || total === 0) return [run];
    return [{ ...run, text: run.text.trim(), x: run.x + lead * share, width: total * share }];
  }
  const out: TextRun[] = [];
  let at = 0;
  for (const part of parts) {
    const x = run.x + (run.width * at) / total;
    out.push({ ...run, text: part, x, width: (run.width * part.length) / total });
    at += part.length + 1;
  }
  return out;
}

/** Runs grouped by baseline (a superscript with its base), top row first. */
function rows(runs: TextRun[], tolerance: number): TextRun[][] {
  const out: TextRun[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y)) {
    const row = out.at(-1);
    // Measured by the larger: a superscript, read first, sits up to half its base's size higher.
    const size = row ? Math.max(sizeOf(run), sizeOf(row[0]!)) : 0;
    if (row && Math.abs(row[0]!.y - run.y) < size * tolerance) row.push(run);
    else out.push([run]);
  }
  return out;
}

/**
 * A radical sign is set high, its top along the bar over what it roots: it belongs on the
 * baseline of the first word under that bar, to its right.
 */
function lowerRadicals(runs: TextRun[]): TextRun[] {
  return runs.map((run) => {
    if (run.text.trim() !== '√') return run;
    const under = runs.filter(
      (other) =>
        other.y < run.y && other.x + other.width > run.x && other.x < rightOf(run) + run.width,
    );
    if (under.length === 0) return run;
    return { ...run, y: Math.max(...under.map((other) => other.y)) };
  });
}

/**
 * Whether a run shows anything. pdf.js gives the gaps between words as runs of spaces, wide
 * enough to bridge a stacked fraction: the gaps themselves say where words are apart.
 */
const inked = (run: TextRun) => /\S/u.test(run.text);

/** The runs each piece was made of. */
const piecesRuns = new WeakMap<TextRun, TextRun[]>();

/** A row's runs in pieces: runs closer than a font size across make one piece. */
function pieces(row: TextRun[]): TextRun[] {
  const out: { runs: TextRun[]; x: number; right: number }[] = [];
  for (const run of [...row].sort((a, b) => a.x - b.x)) {
    const piece = out.at(-1);
    // A run over another (a limit over its sign) is a piece of its own.
    if (piece && run.x - piece.right < sizeOf(run) * 0.8 && run.x >= piece.right - 0.5) {
      piece.runs.push(run);
      piece.right = Math.max(piece.right, rightOf(run));
    } else {
      out.push({ runs: [run], x: run.x, right: rightOf(run) });
    }
  }
  return out.map(({ runs, x, right }) => {
    const piece = {
      text: joinAcross(runs),
      x,
      y: runs[0]!.y,
      width: right - x,
      size: Math.max(...runs.map(sizeOf)),
    };
    piecesRuns.set(piece, runs);
    return piece;
  });
}

/** Pieces grouped into columns: a column's pieces overlap one another across. */
function columns(runs: TextRun[]): TextRun[][] {
  const out: TextRun[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const run of [...runs].sort((a, b) => a.x - b.x)) {
    const column = out.at(-1);
    // Touching is not overlapping.
    if (column && run.x < end - 0.5) {
      column.push(run);
      end = Math.max(end, rightOf(run));
    } else {
      out.push([run]);
      end = rightOf(run);
    }
  }
  return out;
}

/** A part of a formula as an argument: in parentheses unless it is one word. */
const argument = (text: string) => (/^[\p{L}\p{N}.]+$/u.test(text) ? text : `(${text})`);

/** A column of pieces over one another: a large operator with its limits, or a fraction. */
function stacked(column: TextRun[]): string {
  const byRow = rows(column, 0.3);
  if (byRow.length === 1) return joinAcross(column);
  // A large operator's sign is set low, its limits above and below it: its upper limit may sit
  // on nearly its baseline.
  const operator = column.find((run) => OPERATOR.test(run.text.trim()));
  if (operator) {
    const upper = column.filter((run) => run !== operator && run.y > operator.y);
    const lower = column.filter((run) => run !== operator && run.y <= operator.y);
    const sign = operator.text.trim();
    if (lower.length > 0 && (upper.length > 0 || !(sign in CMEX_OPERATORS))) {
      const limits = upper.length > 0 ? `^{${linearize(upper)}}` : '';
      return `${CMEX_OPERATORS[sign] ?? sign}_{${linearize(lower)}}${limits}`;
    }
  }
  // Two rows, one smaller and starting further right: a sub- or superscript over a longer
  // piece, read inline as the text around the formula has them.
  if (byRow.length === 2) {
    const [upper, lower] = byRow as [TextRun[], TextRun[]];
    const largest = (row: TextRun[]) => Math.max(...row.map(sizeOf));
    const left = (row: TextRun[]) => Math.min(...row.map((run) => run.x));
    const scriptOf = (script: TextRun[], base: TextRun[]) =>
      largest(script) < largest(base) * 0.85 && left(script) > left(base);
    if (scriptOf(upper, lower) || scriptOf(lower, upper)) {
      return joinAcross(column.flatMap((piece) => piecesRuns.get(piece) ?? [piece]));
    }
  }
  // A fraction: the numerator's rows above the widest gap between rows, the denominator's below.
  let cut = 1;
  let widest = Number.NEGATIVE_INFINITY;
  for (let index = 1; index < byRow.length; index++) {
    const gap = byRow[index - 1]![0]!.y - byRow[index]![0]!.y;
    if (gap > widest) {
      widest = gap;
      cut = index;
    }
  }
  const top = linearize(byRow.slice(0, cut).flat());
  const bottom = linearize(byRow.slice(cut).flat());
  return `${argument(top)}/${argument(bottom)}`;
}

/** Integral signs: Unicode's, and cmex's as poppler reads them (R text, Z display). */
const INTEGRAL = /^[∫∬∭∮RZ]$/u;

/**
 * An integral's limits are set beside its sign, small, the upper one at its top and the lower
 * one at its foot: read together as one run '∫_{0}^{1}' on the baseline of what follows, so
 * they are not taken for a fraction. cmex's R and Z count only with a limit beside them.
 */
function joinIntegralLimits(runs: TextRun[]): TextRun[] {
  const largest = Math.max(...runs.map(sizeOf));
  let out = runs;
  for (const sign of runs.filter((run) => INTEGRAL.test(run.text.trim()))) {
    const limits = out.filter(
      (run) =>
        run !== sign &&
        run.x >= sign.x - 0.5 &&
        run.x <= rightOf(sign) + sizeOf(run) * 1.2 &&
        sizeOf(run) < largest * 0.85,
    );
    if (limits.length === 0 || limits.length > 2) continue;
    const upper = limits.filter((run) => run.y >= sign.y - largest * 0.5);
    const lower = limits.filter((run) => !upper.includes(run));
    if (upper.length > 1 || lower.length > 1) continue;
    const rest = out.filter((run) => run !== sign && !limits.includes(run));
    const next = rest
      .filter((run) => run.x >= rightOf(sign))
      .reduce<TextRun | undefined>(
        (best, run) => (!best || run.x < best.x ? run : best),
        undefined,
      );
    const text = sign.text.trim();
    const joined: TextRun = {
      text: `${CMEX_OPERATORS[text] ?? text}${lower[0] ? `_{${lower[0].text.trim()}}` : ''}${upper[0] ? `^{${upper[0].text.trim()}}` : ''}`,
      x: sign.x,
      y: next?.y ?? sign.y,
      width: Math.max(...[sign, ...limits].map(rightOf)) - sign.x,
      size: next ? sizeOf(next) : sizeOf(sign),
    };
    out = [...rest, joined];
  }
  return out;
}

/** A formula's runs read across, stacked parts written linearly. */
export function linearize(runs: TextRun[]): string {
  const placed = joinIntegralLimits(lowerRadicals(runs.filter(inked).flatMap(words)));
  const allPieces = rows(placed, 0.5).flatMap(pieces);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const column of columns(allPieces)) {
    const left = Math.min(...column.map((run) => run.x));
    const part = stacked(column);
    if (text && left - end > sizeOf(column[0]!) * 0.15 && !CLOSING.test(part)) text += ' ';
    text += part;
    end = Math.max(end, ...column.map(rightOf));
  }
  return text.replace(/\s+/g, ' ').trim();
}

function lineTextOf(line: Line): string {
  return line.runs.map((run) => run.text).join(' ');
}

/** Whether two lines share most of the narrower one's width. */
function mostlyUnder(a: Line, b: Line): boolean {
  const shared = Math.min(a.right, b.right) - Math.max(a.x, b.x);
  return shared > Math.min(a.right - a.x, b.right - b.x) * 0.5;
}

/** A line that may be a part of a displayed formula: no prose on it. */
const formulaLike = (line: Line) => !PROSE.test(lineTextOf(line));

/**
 * Whether lines set close together hold a formula: a sign of mathematics, and parts stacked
 * over one another with text level with neither of them beside the stack (the '=' of a
 * fraction's line, between its numerator and denominator). A table's cells stack too, but the
 * text beside them is level with them.
 */
function isFormula(block: Line[]): boolean {
  if (block.length < 2 || !block.some((line) => MATH_SIGN.test(lineTextOf(line)))) return false;
  const all = rows(block.flatMap((line) => line.runs).filter(inked), 0.5).flatMap(pieces);
  return columns(all).some((column) => {
    const levels = rows(column, 0.3).map((row) => row[0]!.y);
    if (levels.length < 2) return false;
    const top = Math.max(...levels);
    const bottom = Math.min(...levels);
    const left = Math.min(...column.map((piece) => piece.x));
    const right = Math.max(...column.map(rightOf));
    return all.some(
      (piece) =>
        piece.y < top &&
        piece.y > bottom &&
        (rightOf(piece) <= left + 0.5 || piece.x >= right - 0.5) &&
        levels.every((level) => Math.abs(level - piece.y) > sizeOf(piece) * 0.3),
    );
  });
}

/**
 * A page's lines (top to bottom), each displayed formula's lines made one line. Lines set
 * under STACKED font sizes apart with no prose on them are a formula when one of them holds a
 * sign of mathematics and parts of them stand over each other.
 */
export function joinFormulaLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  let block: Line[] = [];
  const flush = () => {
    if (isFormula(block)) {
      const runs = block.flatMap((line) => line.runs);
      // The formula sits on the baseline of its longest line, where its '=' is.
      const axis = block.reduce((best, line) =>
        line.runs.length > best.runs.length ? line : best,
      );
      const x = Math.min(...block.map((line) => line.x));
      const right = Math.max(...block.map((line) => line.right));
      const size = Math.max(...block.map((line) => line.size));
      const run: TextRun = { text: linearize(runs), x, y: axis.y, width: right - x, size };
      out.push({ runs: [run], y: axis.y, x, right, size });
    } else {
      out.push(...block);
    }
    block = [];
  };
  for (const line of joinMatrices(lines)) {
    const previous = block.at(-1);
    const close =
      previous !== undefined && previous.y - line.y < Math.max(previous.size, line.size) * STACKED;
    if (formulaLike(line) && (close || block.length === 0)) {
      // Aligned equations, one under the other: each is a formula of its own, with the
      // lines between them that lie nearer to it (a fraction's numerator).
      // A limit under a sum ('k=1') lies beside the equation's line, not under it.
      const relation = RELATION.test(lineTextOf(line))
        ? block.findLastIndex(
            (other) => RELATION.test(lineTextOf(other)) && mostlyUnder(other, line),
          )
        : -1;
      if (relation >= 0) {
        const above = block[relation]!;
        const nearer = block
          .slice(relation + 1)
          .filter((other) => other.y - line.y < above.y - other.y);
        block = block.filter((other) => !nearer.includes(other));
        flush();
        block = nearer;
      }
      block.push(line);
      continue;
    }
    flush();
    if (formulaLike(line)) block.push(line);
    else out.push(line);
  }
  flush();
  return out;
}
