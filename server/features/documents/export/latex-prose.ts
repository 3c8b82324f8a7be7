/** Prose for the LaTeX export (latex.ts): specials escaped, symbols named, breaks allowed. */
import { proseSymbol } from './latex-symbols';

const PROSE_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/**
 * Characters pdflatex's utf8 input encoding (with T1 fonts) can set, as found by compiling each
 * with pdflatex: Latin-1 and Latin Extended-A but for Ħ ħ ĸ Ŀ ŀ ŉ Ŧ ŧ ſ, which it has no glyph
 * for. Greek letters and common symbols become commands (latex-symbols.ts); any other character
 * (CJK, emoji, Cyrillic…) is kept as it is, never replaced, and the document is then written
 * for lualatex (writeLatex).
 */
export const SETTABLE =
  /[\t\n\r\u0020-\u007e\u00a0-\u0125\u0128-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u0165\u0168-\u017e‘’‚“”„–—…•€†‡‰]/u;

/**
 * A run of right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation
 * forms) with the spaces between them. LuaTeX has no bidi algorithm: without \textdir TRT the
 * words of such a run come out left to right. Digits and Latin stay outside the run, since
 * TRT would reverse them too.
 */
const RTL_RUN =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc](?:[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc ]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])?/gu;

/** Han, kana and CJK punctuation: written without spaces, so a line may break after any of them. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
/** Marks, joiners, variation selectors and skin tones belong to the character before them. */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}])$/u;
/** A word longer than this may break every WORD_PIECE characters rather than run off the page. */
const LONG_WORD = 30;
const WORD_PIECE = 15;

/**
 * The pieces of a word between which TeX may break a line: after each CJK character (LuaTeX
 * has no line breaking of its own for them), and every WORD_PIECE characters of a long word
 * (a URL, 'xxxx…'), never before a mark or a joiner.
 */
function wordPieces(word: string): string[] {
  const chars = [...word];
  const long = chars.length > LONG_WORD;
  if (!long && !CJK.test(word)) return [word];
  const pieces: string[] = [];
  let piece = '';
  let length = 0;
  chars.forEach((char, i) => {
    piece += char;
    length++;
    const next = chars[i + 1];
    if (next === undefined || JOINS_PREVIOUS.test(next)) return;
    if (CJK.test(char) || CJK.test(next) || (long && length >= WORD_PIECE)) {
      pieces.push(piece);
      piece = '';
      length = 0;
    }
  });
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greek letters, monotonic and polytonic, with their accents. */
const GREEK_WORD = /[\u0370-\u03ff\u1f00-\u1fff]{2,}/gu;
/** A Greek letter with an accent or breathing: Greek words of two syllables or more carry one. */
const ACCENTED_GREEK =
  /[\u0386\u0388-\u038a\u038c\u038e-\u0390\u03aa-\u03b0\u03ca-\u03ce\u1f00-\u1fff]/u;
const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/u;

/**
 * Whether a run is Greek prose rather than Greek letters used as symbols ('π ≈ 3.14', 'the
 * αβγ of it'): a Greek word with an accent, or Greek words (two letters or more, two at least)
 * making half of the run's words. Its Greek
 * letters then stay letters (the lualatex document sets them in a font that has them), where
 * math commands would set 'λόγος' as the variables λ, o, γ, s next to a plain ό.
 */
function isGreekProse(text: string): boolean {
  const words = text.match(GREEK_WORD) ?? [];
  if (words.some((word) => ACCENTED_GREEK.test(word))) return true;
  return words.length >= 2 && words.length * 2 >= text.split(/\s+/).filter(Boolean).length;
}

function escapeChars(
  text: string,
  counter: { beyondPdflatex: number },
  greekProse: boolean,
): string {
  let out = '';
  for (const char of text) {
    const letter = greekProse && GREEK_LETTER.test(char);
    const escaped = PROSE_ESCAPES[char] ?? (letter ? undefined : proseSymbol(char));
    if (escaped) out += escaped;
    else {
      if (!SETTABLE.test(char)) counter.beyondPdflatex++;
      out += char;
    }
  }
  return out;
}

/**
 * Escapes every LaTeX special character of a prose run, names the symbols it can, lets long
 * words and CJK break across lines, and sets right-to-left runs right to left.
 */
export function escapeProse(text: string, counter = { beyondPdflatex: 0 }): string {
  const greekProse = isGreekProse(text);
  const out = text
    .split(/(\s+)/)
    .map((word) =>
      wordPieces(word)
        .map((piece) => escapeChars(piece, counter, greekProse))
        .join('\\RedraftBreak{}'),
    )
    .join('');
  return out.replace(RTL_RUN, (run) => `{\\textdir TRT ${run}}`);
}
