// pdftotext -bbox's output read as text runs for the layout (pdf-layout.ts), chunk by chunk
// as pdftotext writes it (pdftotext.ts).
import { StringDecoder } from 'node:string_decoder';
import type { PageRuns, TextRun } from './pdf-layout';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#39;': "'",
};

interface Box {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const WORD_OPEN = '<word ';
const WORD_CLOSE = '</word>';
const PAGE_OPEN = '<page ';
const PAGE_CLOSE = '</page>';
/** The longest tag start that must be seen whole before it can be told apart. */
const LONGEST_TAG_START = PAGE_CLOSE.length;

/**
 * Reads pdftotext's -bbox XHTML chunk by chunk with a scanner of its own: `<page width
 * height>`, then `<word xMin yMin xMax yMax>text</word>` one after another, then `</page>`,
 * with exactly the shapes the regular expressions it replaces required; anything else is
 * skipped. It takes half their time, and needs no whole output.
 *
 * The words pdftotext lists one after another on one baseline, with no more than a wide space
 * between them, become one run (y down from the top turned into y up from the bottom, as in
 * PDF). Runs of single words would let the layout see a column gutter where the words of many
 * lines happen to line up. (-bbox-layout lists the lines itself, but writes twice as much and
 * takes twice as long.)
 */
export class BboxReader {
  private readonly decoder = new StringDecoder('utf8');
  /** The start of an element cut by the end of a chunk. */
  private tail = '';
  /** A long element's chunks, kept apart until its end arrives (joining them each time would be quadratic). */
  private parts: string[] = [];
  private waitingFor: string | null = null;
  /** The last characters of `parts`, in which the end tag may have begun. */
  private seam = '';
  private readonly pages: PageRuns[] = [];
  private page: PageRuns | null = null;
  private line: Box | null = null;
  /** The word last added to `line`. */
  private lastWord: Box | null = null;
  /** The words of the page being read, laid out when it ends. */
  private words: Box[] = [];

  /** `onPage` is told of each page as soon as it is read. */
  constructor(private readonly onPage?: (page: PageRuns) => void) {}

  push(chunk: Buffer) {
    this.pushText(this.decoder.write(chunk));
  }

  pushText(text: string) {
    if (this.waitingFor) {
      // The end tag may start in the chunks before.
      const seam = this.seam + text;
      this.parts.push(text);
      if (!seam.includes(this.waitingFor)) {
        this.seam = seam.slice(seam.length - this.waitingFor.length + 1);
        return;
      }
      text = this.parts.join('');
      this.parts = [];
      this.waitingFor = null;
    } else if (this.tail) {
      text = this.tail + text;
    }
    const rest = this.scan(text);
    this.tail = '';
    if (rest.startsWith(WORD_OPEN)) this.waitFor(rest, WORD_CLOSE);
    else if (rest.startsWith(PAGE_OPEN)) this.waitFor(rest, '>');
    else this.tail = rest;
  }

  /** The pages read; an element or page left unfinished has no end tag and is not read. */
  end(): PageRuns[] {
    this.pushText(this.decoder.end());
    if (this.waitingFor) {
      // The end tag waited for never came: a broken element, skipped as in a whole output.
      const text = this.parts.join('');
      this.parts = [];
      this.waitingFor = null;
      this.scan(text);
    }
    return this.pages;
  }

  private waitFor(rest: string, close: string) {
    this.parts = [rest];
    this.waitingFor = close;
    this.seam = rest.slice(rest.length - close.length + 1);
  }

  /** Reads every whole element of `text`; returns what is left to be completed by the next chunk. */
  private scan(text: string): string {
    let at = 0;
    for (;;) {
      const open = text.indexOf('<', at);
      if (open < 0) return '';
      if (text.length - open < LONGEST_TAG_START) return text.slice(open);
      if (text.startsWith(WORD_OPEN, open)) {
        // The word's text runs to the next '<', which must open its end tag.
        const tagEnd = text.indexOf('>', open);
        const next = tagEnd < 0 ? -1 : text.indexOf('<', tagEnd);
        if (next < 0 || text.length - next < WORD_CLOSE.length) return text.slice(open);
        const read = text.startsWith(WORD_CLOSE, next) && this.word(text, open, tagEnd, next);
        at = read ? next + WORD_CLOSE.length : open + 1;
      } else if (text.startsWith(PAGE_OPEN, open)) {
        const close = text.indexOf('>', open);
        if (close < 0) return text.slice(open);
        at = this.openPage(text, open, close) ? close + 1 : open + 1;
      } else if (text.startsWith(PAGE_CLOSE, open)) {
        this.closePage();
        at = open + PAGE_CLOSE.length;
      } else {
        at = open + 1;
      }
    }
  }

  private openPage(text: string, open: number, close: number): boolean {
    if (!readFields(text, open + PAGE_OPEN.length, close, PAGE_SHAPE, false)) return false;
    // A second page opened before the first closed: the first one's words run on into it.
    this.page ??= { width: fields[0]!, height: fields[1]!, runs: [] };
    return true;
  }

  private closePage() {
    const page = this.page;
    if (!page) return;
    this.flush();
    this.page = null;
    // A page of no size is no page: poppler lists one where a page tree loops back on itself,
    // with the words of the page before again, which then looked like a running header on
    // every page and were dropped, leaving the PDF without text.
    if (!(page.width > 0 && page.height > 0)) return;
    this.pages.push(page);
    this.onPage?.(page);
  }

  private word(text: string, open: number, tagEnd: number, close: number): boolean {
    if (!readFields(text, open + WORD_OPEN.length, tagEnd, WORD_SHAPE, true)) return false;
    const xMin = fields[0]!;
    const yMin = fields[1]!;
    const xMax = fields[2]!;
    const yMax = fields[3]!;
    if (!this.page) return true; // outside any page: not read
    let word = text.slice(tagEnd + 1, close);
    if (word.includes('&')) {
      word = word.replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (entity) => ENTITIES[entity]!);
    }
    this.words.push({ text: word, xMin, yMin, xMax, yMax });
    return true;
  }

  /** The page's words, turned upright when they run down, up or upside down, joined into runs. */
  private flush() {
    const page = this.page;
    if (!page) return;
    const words = this.words;
    this.words = [];
    const upright = uprightPage(page, words);
    for (const box of upright ? upright.words : words) this.addWord(box);
    if (upright) {
      page.width = upright.width;
      page.height = upright.height;
    }
    this.flushLine();
  }

  private addWord(box: Box) {
    const { xMin, yMin, xMax, yMax } = box;
    const current = this.line;
    const size = yMax - yMin;
    if (
      current &&
      Math.abs(current.yMax - yMax) < size * 0.2 &&
      xMin >= current.xMax - size * 0.1 &&
      xMin - current.xMax < size * 1.5
    ) {
      current.text += this.lastWord && spaced(this.lastWord, box) ? ` ${box.text}` : box.text;
      this.lastWord = box;
      current.xMax = xMax;
      current.yMin = Math.min(current.yMin, yMin);
      current.yMax = Math.max(current.yMax, yMax);
      return;
    }
    this.flushLine();
    this.line = { ...box };
    this.lastWord = box;
  }

  private flushLine() {
    const line = this.line;
    if (!line || !this.page) return;
    // The box spans ascent to descent; pdf.js's run height is the font size, about 0.9 of
    // it, and its baseline about a fifth of the box above the bottom.
    const box = line.yMax - line.yMin;
    const run: TextRun = {
      text: line.text,
      x: line.xMin,
      y: this.page.height - line.yMax + box * 0.2,
      width: line.xMax - line.xMin,
      size: box * 0.9,
    };
    this.page.runs.push(run);
    this.line = null;
  }
}

/** A letter's mark (an accent, a Thai or Indic vowel sign) drawn over a letter. */
const MARK_FIRST = /^\p{M}/u;
const MARK_LAST = /\p{M}$/u;

/**
 * Whether two words pdftotext listed one after the other on a line stand apart. A gap is a
 * space. Words that touch are apart too when they are the same size and neither is right to
 * left: pdftotext ends a word at a space character, and a space may have no width (a Type 3
 * font without a glyph for it draws 'ab ba' as 'abba': Type3WordSpacing,
 * docs/decisions/211-type3-word-spaces.md). Touching words are one word when pdftotext split
 * them for another reason: it lists each letter of right-to-left text as a word of its own,
 * splits a word where the size changes (a superscript, a footnote mark), and around a mark
 * drawn over a letter (a combining accent: 'ré' 'seau'). No word starts with a mark.
 */
function spaced(before: Box, word: Box): boolean {
  if (MARK_FIRST.test(word.text)) return false;
  const size = word.yMax - word.yMin;
  if (word.xMin - before.xMax > size * 0.08) return true;
  if (RTL.test(before.text) || RTL.test(word.text) || MARK_LAST.test(before.text)) return false;
  const sameSize = Math.abs(before.yMax - before.yMin - size) <= size * 0.02;
  return sameSize && Math.abs(before.yMax - word.yMax) <= size * 0.02;
}

type Flow = 'right' | 'down' | 'up' | 'left';

/** Words containing right-to-left letters: pdftotext may list their letters leftwards. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** A box clearly taller than wide, or wider than tall (a single letter is neither, or either). */
const tall = (box: Box) => box.yMax - box.yMin > (box.xMax - box.xMin) * 1.2;
const wide = (box: Box) => box.xMax - box.xMin > (box.yMax - box.yMin) * 1.2;

/** How a word lies from the one listed before it on its line; null when they are not neighbours. */
function pairFlow(a: Box, b: Box): Flow | null {
  const thickness = Math.min(a.xMax - a.xMin, a.yMax - a.yMin, b.xMax - b.xMin, b.yMax - b.yMin);
  const dx = (b.xMin + b.xMax - a.xMin - a.xMax) / 2;
  const dy = (b.yMin + b.yMax - a.yMin - a.yMax) / 2;
  if (!(thickness > 0)) return null;
  // A word lies along its line: wider than tall on a line across the page, taller than
  // wide on a line down it (a letter alone may be either). Whole lines of Chinese or Japanese,
  // one above the other, are words of lines across, not one line down.
  const across = !tall(a) && !tall(b);
  // Two single characters over one another are as often a formula's stacked parts (a limit
  // over its ∑, a numerator's last sign over its denominator) as a line down the page:
  // they do not vote (docs/decisions/241-pdf-export-typesets-math.md).
  const letters = [...a.text].length === 1 && [...b.text].length === 1;
  const down = !wide(a) && !wide(b) && !letters;
  // Neighbours on one line: side by side along one axis, level on the other.
  if (across && Math.abs(dy) < thickness * 0.3 && Math.abs(dx) > thickness * 0.3) {
    if (dx > 0) return 'right';
    return !RTL.test(a.text) && !RTL.test(b.text) ? 'left' : null;
  }
  if (down && Math.abs(dx) < thickness * 0.3 && Math.abs(dy) > thickness * 0.3) {
    return dy > 0 ? 'down' : 'up';
  }
  return null;
}

/**
 * Which way the page's text runs, from how each word lies from the one listed before it on
 * the same line (pdftotext lists words in reading order): on a page turned by /Rotate, or
 * drawn turned, lines run down or up the page, and read by x their words would interleave
 * ('fromapache'). A flow needs most of the votes.
 */
function textFlow(words: Box[]): Flow {
  const votes: Record<Flow, number> = { right: 0, down: 0, up: 0, left: 0 };
  for (let i = 1; i < words.length; i++) {
    const flow = pairFlow(words[i - 1]!, words[i]!);
    if (flow) votes[flow]++;
  }
  let best: Flow = 'right';
  for (const flow of ['down', 'up', 'left'] as const) {
    if (votes[flow] > votes[best]) best = flow;
  }
  const total = votes.right + votes.down + votes.up + votes.left;
  return votes[best] * 2 > total ? best : 'right';
}

/**
 * A page whose text does not run rightwards, turned so that it does: its words' boxes in the
 * turned page (y still down), and the turned page's size. Null for an upright page.
 */
function uprightPage(
  page: PageRuns,
  words: Box[],
): { words: Box[]; width: number; height: number } | null {
  if (words.length < 2) return null;
  const flow = textFlow(words);
  if (flow === 'right') return null;
  let right = 0;
  let bottom = 0;
  for (const word of words) {
    right = Math.max(right, word.xMax);
    bottom = Math.max(bottom, word.yMax);
  }
  // The boxes are in the page's displayed space: turned by 90° when they reach past its width.
  const turned = right > page.width || bottom > page.height;
  const width = Math.max(right, turned ? page.height : page.width);
  const height = Math.max(bottom, turned ? page.width : page.height);
  const turn = (box: Box): Box => {
    const { text, xMin, yMin, xMax, yMax } = box;
    if (flow === 'down') {
      // Lines read downwards, the next line to the left.
      return { text, xMin: yMin, xMax: yMax, yMin: width - xMax, yMax: width - xMin };
    }
    if (flow === 'up') {
      // Lines read upwards, the next line to the right.
      return { text, xMin: height - yMax, xMax: height - yMin, yMin: xMin, yMax: xMax };
    }
    return {
      text,
      xMin: width - xMax,
      xMax: width - xMin,
      yMin: height - yMax,
      yMax: height - yMin,
    };
  };
  const sideways = flow !== 'left';
  // On a page whose text runs down or up, the lines that run across it (a note set upright
  // beside a turned table) are not turned with it: they follow the turned text, below it, as
  // they lie (docs/decisions/184-turned-text-in-the-pdfjs-fallback-and-tesseract-js.md).
  const across = new Set<Box>();
  if (sideways) {
    for (let i = 1; i < words.length; i++) {
      if (pairFlow(words[i - 1]!, words[i]!) === 'right') across.add(words[i - 1]!).add(words[i]!);
    }
    // A letter alone on such a line ('A short note') is as tall as wide: it goes with its
    // neighbour when it sits level with it, just before or after.
    const level = (a: Box, b: Box) =>
      b.xMin > a.xMin &&
      Math.abs(b.yMin + b.yMax - a.yMin - a.yMax) / 2 <
        Math.min(a.yMax - a.yMin, b.yMax - b.yMin) * 0.3;
    for (let i = 1; i < words.length; i++) {
      const [a, b] = [words[i - 1]!, words[i]!];
      if (across.has(b) && level(a, b)) across.add(a);
      if (across.has(a) && level(a, b)) across.add(b);
    }
  }
  const turnedWords = words.filter((word) => !across.has(word)).map(turn);
  const kept = words.filter((word) => across.has(word));
  if (kept.length) {
    const below = Math.max(0, ...turnedWords.map((word) => word.yMax));
    const top = Math.min(...kept.map((word) => word.yMin));
    const gap = 2 * Math.max(...kept.map((word) => word.yMax - word.yMin));
    const shift = below + gap - top;
    for (const word of kept)
      turnedWords.push({ ...word, yMin: word.yMin + shift, yMax: word.yMax + shift });
  }
  return {
    words: turnedWords,
    width: sideways ? height : width,
    height: Math.max(sideways ? width : height, ...turnedWords.map((word) => word.yMax)),
  };
}

/**
 * The literal text around a tag's numbers: `<word xMin="…" yMin="…" xMax="…" yMax="…">` and
 * `<page width="…" height="…">`, exactly as pdftotext writes them.
 */
/** The whole -bbox output at once (tests, and the equivalence check in
 * docs/decisions/117-pdf-text-where-time-went.md). */
export function parseBboxPages(xhtml: string): PageRuns[] {
  const reader = new BboxReader();
  reader.pushText(xhtml);
  return reader.end();
}

const WORD_SHAPE = ['xMin="', '" yMin="', '" xMax="', '" yMax="'];
const PAGE_SHAPE = ['width="', '" height="'];
/** The values readFields read last (one buffer: the scanner reads a million of them). */
const fields = new Float64Array(WORD_SHAPE.length);
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, power) => 10 ** power);
/** Where the number readNumber read last ended. */
let numberEnd = 0;

/**
 * Reads a tag's numbers from `at` to its `>` at `end` into `fields`, each after its piece of
 * `shape`, the last followed by '"'; false when the tag has another shape. Each value matches
 * [0-9.-]+ (without '-' unless `signed`), as the regular expression this replaces required.
 */
function readFields(
  text: string,
  at: number,
  end: number,
  shape: string[],
  signed: boolean,
): boolean {
  for (let index = 0; index < shape.length; index++) {
    const before = shape[index]!;
    if (!text.startsWith(before, at)) return false;
    const start = at + before.length;
    fields[index] = readNumber(text, start, end, signed);
    at = numberEnd;
    if (at === start || text.charCodeAt(at) !== 34) return false;
  }
  return at + 1 === end;
}

/**
 * The number at `start` (its end in numberEnd; an empty one ends where it starts). Digits and
 * one point, as printf's %f writes them, are read here: Number() took most of the parse.
 * Anything else the pattern allows ("1.2.3", "-") is left to Number(), which says what it is.
 */
function readNumber(text: string, start: number, end: number, signed: boolean): number {
  let at = start;
  const negative = signed && text.charCodeAt(at) === 45;
  if (negative) at++;
  let whole = 0;
  let point = -1;
  let plain = true;
  for (; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) whole = whole * 10 + (code - 48);
    else if (code === 46 && point < 0) point = at;
    else if (code === 46 || (code === 45 && signed)) plain = false;
    else break;
  }
  numberEnd = at;
  if (at === start) return Number.NaN;
  const decimals = point < 0 ? 0 : at - point - 1;
  const digits = at - start - (negative ? 1 : 0) - (point < 0 ? 0 : 1);
  if (plain && digits > 0 && digits <= 15 && (point < 0 || decimals > 0)) {
    // An integer of at most 15 digits over a power of ten is exact, then rounded once: the
    // same double as Number() gives.
    const value = whole / POWERS_OF_TEN[decimals]!;
    return negative ? -value : value;
  }
  return Number(text.slice(start, at));
}
