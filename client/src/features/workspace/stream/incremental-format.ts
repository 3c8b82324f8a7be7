import {
  type ExtractedGraph,
  extractGraphs,
  SVG_BLOCK,
  stripImages,
  stripInlineMarks,
  stripLineMarks,
  stripLinks,
  stripMarkdown,
} from '../output/output-format';

/**
 * Formats a streamed answer as it grows, doing the work of each piece once: the result is always
 * `formatOutput(everything so far)`, but a 100k-character stream no longer formats the whole text
 * again every frame (2.1 s in all at 100k, growing with the square of the length).
 *
 * The text is cut into settled parts at paragraph breaks where no markdown construct can reach
 * across (see `isCut` and `formatPart`); a settled part is formatted once and kept, and only the
 * part after the last cut is formatted again as pieces arrive. Formatting the parts one by one
 * and joining them gives exactly what formatting the whole at once gives (the property test in
 * incremental-format.test.ts checks it over random texts and chunkings).
 */
export interface IncrementalFormatter {
  /** Adds a piece of the answer. */
  push(piece: string): void;
  /** What the output shows for the answer so far. */
  current(): { text: string; graphs: ExtractedGraph[] };
  /** The answer so far, unformatted. */
  raw(): string;
  /** How many characters of it are formatted again at the next `current()` (after the last cut). */
  unsettled(): number;
}

/** The last visible character before a cut: one that no markdown pass takes away or extends. */
const PLAIN_END = /[\p{L}\p{N}.!?,;:)"'’”]/u;
/** The first character after a cut: a letter or digit, which starts no markdown construct. */
const PLAIN_START = /[\p{L}\p{N}]/u;
/** How a formatted part must end for the next part to join it as in the whole text. */
const PLAIN_PART_END = /[\p{L}\p{N}.!?,;:)"'’”][ \t]*\n\n$/u;
const OPEN_SVG = /<svg[\s>]/i;
const BOLD_AT = /(\*\*|__)(?=\S)([\s\S]*?\S)\1/y;
const BOLD_OPENER = /(\*\*|__)(?=\S)/g;

/** A paragraph break at `at` (one blank line, spaces allowed before it) between plain characters. */
function isCut(raw: string, at: number): boolean {
  if (raw[at - 1] !== '\n' || raw[at - 2] !== '\n' || !PLAIN_START.test(raw[at] ?? ''))
    return false;
  let last = at - 3;
  while (raw[last] === ' ' || raw[last] === '\t') last--;
  return PLAIN_END.test(raw[last] ?? '');
}

/**
 * True when every bold mark that opens in `text` is closed in it, scanning as the bold pass does:
 * a mark left open would pair with one in the next part when the whole text is formatted.
 */
function boldClosed(text: string): boolean {
  BOLD_OPENER.lastIndex = 0;
  for (let opener = BOLD_OPENER.exec(text); opener; opener = BOLD_OPENER.exec(text)) {
    BOLD_AT.lastIndex = opener.index;
    if (!BOLD_AT.test(text)) return false;
    BOLD_OPENER.lastIndex = BOLD_AT.lastIndex;
  }
  return true;
}

/** True when every opening `open` in `text` has a closing `close` after it. */
const balanced = (text: string, open: string, close: string) =>
  text.lastIndexOf(open) <= text.lastIndexOf(close);

/**
 * Formats one part, untrimmed. `closed` is false when something in it may reach into the next
 * part: an SVG not yet closed, a bracket or parenthesis left open (links and images may span
 * lines), a bold mark without its pair (bold may span paragraphs), or an end that formatting
 * changed.
 */
function formatPart(raw: string, graphsBefore: number) {
  const { text, graphs } = extractGraphs(raw, graphsBefore);
  const lines = stripLineMarks(text);
  const imageless = stripImages(lines);
  const linked = stripLinks(imageless);
  const closed =
    !OPEN_SVG.test(raw.replace(SVG_BLOCK, '')) &&
    [lines, imageless].every((step) => balanced(step, '[', ']') && balanced(step, '(', ')')) &&
    boldClosed(linked);
  const formatted = stripInlineMarks(linked);
  // Its last line must survive formatting whole (a code fence's line, for one, is removed with
  // the blank lines a rule above it reaches): otherwise the blank lines where the parts join
  // could differ from the whole text's.
  return { text: formatted, graphs, closed: closed && PLAIN_PART_END.test(formatted) };
}

export function createIncrementalFormatter(): IncrementalFormatter {
  let raw = '';
  /** The settled parts: raw[0, settledEnd) formatted, untrimmed, and their graphs. */
  let settledEnd = 0;
  let settledText = '';
  const settledGraphs: ExtractedGraph[] = [];
  /** Where to look for the next cut (the text before it holds none worth trying again). */
  let searchFrom = 0;

  /** Settles the text up to the last safe cut, when there is a new one. */
  const settle = () => {
    let cut = -1;
    for (let at = raw.length - 1; at >= Math.max(searchFrom, settledEnd + 1); at--) {
      if (isCut(raw, at)) {
        cut = at;
        break;
      }
    }
    if (cut < 0) return;
    searchFrom = cut + 1;
    const part = formatPart(raw.slice(settledEnd, cut), settledGraphs.length);
    // Not closed: kept in the tail, and tried again at a later cut with more text in it.
    if (!part.closed) return;
    settledText += part.text;
    settledGraphs.push(...part.graphs);
    settledEnd = cut;
  };

  return {
    push(piece) {
      raw += piece;
    },
    current() {
      settle();
      const tail = raw.slice(settledEnd);
      const { text, graphs } = extractGraphs(tail, settledGraphs.length);
      return {
        text: (settledText + stripMarkdown(text)).trim(),
        graphs: [...settledGraphs, ...graphs],
      };
    },
    raw: () => raw,
    unsettled: () => raw.length - settledEnd,
  };
}
