/**
 * Right-to-left text in PDFs written with PDFKit, which lays every line out left to right:
 * Hebrew and Arabic words came out in the wrong order ('שלום עולם' read back as 'עולםשלום').
 * Each line PDFKit has broken is drawn here word by word in visual order, as the Unicode bidi
 * algorithm orders a line: the line's direction is that of its first strong word; a stretch of
 * words of the other direction keeps its own order inside. fontkit shapes each word (Arabic
 * letters join) and sets a right-to-left word's glyphs right to left itself.
 */

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG = /[\p{L}\p{N}]/u;

type Direction = 'rtl' | 'ltr';

function directionOf(token: string): Direction | null {
  if (RTL.test(token)) return 'rtl';
  return STRONG.test(token) ? 'ltr' : null;
}

/** Whether a text holds right-to-left letters. */
export const hasRtl = (text: string) => RTL.test(text);

/** The direction of a paragraph: that of its first letter or digit (left to right without one). */
export function paragraphDirection(text: string): Direction {
  for (const char of text) {
    const direction = directionOf(char);
    if (direction) return direction;
  }
  return 'ltr';
}

/**
 * A line's words and spaces in the order they are drawn from left to right. Spaces and
 * punctuation between two words of one direction take it; elsewhere they take the line's.
 */
export function visualTokens(line: string): string[] {
  const tokens = line.match(/\s+|\S+/gu) ?? [];
  const own = tokens.map((token) => (/^\s+$/u.test(token) ? null : directionOf(token)));
  const base = own.find((direction) => direction !== null) ?? 'ltr';
  const resolved: Direction[] = own.map((direction, i) => {
    if (direction) return direction;
    const before = own.slice(0, i).findLast((each) => each !== null);
    const after = own.slice(i + 1).find((each) => each !== null);
    return before && before === after ? before : base;
  });
  const runs: { direction: Direction; tokens: string[] }[] = [];
  tokens.forEach((token, i) => {
    const last = runs.at(-1);
    if (last && last.direction === resolved[i]) last.tokens.push(token);
    else runs.push({ direction: resolved[i]!, tokens: [token] });
  });
  if (base === 'rtl') runs.reverse();
  return runs.flatMap((run) => (run.direction === 'rtl' ? run.tokens.reverse() : run.tokens));
}

interface FragmentOptions extends PDFKit.Mixins.TextOptions {
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
}
type Fragment = (text: string, x: number, y: number, options: FragmentOptions) => void;

/**
 * Makes `doc` draw each line holding right-to-left letters in visual order (visualTokens),
 * placed where PDFKit's alignment puts the line. Lines without them are drawn as before.
 */
export function drawBidiLines(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as { _fragment: Fragment };
  const draw = target._fragment.bind(doc);
  target._fragment = (text, x, y, options) => {
    const line = `${text}`.replace(/\n/g, '');
    if (!RTL.test(line)) {
      draw(text, x, y, options);
      return;
    }
    const measure = (piece: string) => doc.widthOfString(piece, options);
    let at = x;
    if (options.width && options.lineWidth !== undefined) {
      if (options.align === 'right') at += options.lineWidth - measure(line.replace(/\s+$/u, ''));
      else if (options.align === 'center') at += (options.lineWidth - measure(line)) / 2;
    }
    const piece: FragmentOptions = {
      ...options,
      align: 'left',
      textWidth: undefined,
      wordCount: undefined,
      wordSpacing: 0,
    };
    for (const token of visualTokens(line)) {
      if (!/^\s+$/u.test(token)) draw(token, at, y, piece);
      at += measure(token);
    }
  };
}
