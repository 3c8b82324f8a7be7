/**
 * A PDF places right-to-left text as glyphs from left to right on the page (its visual order),
 * so a line read by x comes out reversed: 'שלום עולם' as 'םלוע םולש'. This turns a line's
 * visual order back into the order it is read in (its logical order), as the Unicode bidi
 * algorithm's reordering would have produced it: the right-to-left stretches are reversed,
 * while numbers and Latin words inside them keep their own left-to-right order.
 */

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const RTL_TEST = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** Letters and digits that run left to right, Arabic-Indic digits included (numbers are). */
const LTR_STRONG = /[\p{L}\p{N}]/u;
const ARABIC_PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufefc]/gu;

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

type Direction = 'rtl' | 'ltr' | 'neutral';

function directionOf(char: string): Direction {
  if (RTL_LETTER.test(char)) return 'rtl';
  if (LTR_STRONG.test(char)) return 'ltr';
  return 'neutral';
}

/**
 * Reverses the stretches of `chars` whose direction is `reversed`, each from its first strong
 * character to its last (the neutrals between two of them go with them), in place.
 */
function reverseStretches(chars: string[], reversed: Direction) {
  const directions = chars.map(directionOf);
  let at = 0;
  while (at < chars.length) {
    if (directions[at] !== reversed) {
      at++;
      continue;
    }
    let end = at;
    for (let next = at + 1; next < chars.length; next++) {
      if (directions[next] === reversed) end = next;
      else if (directions[next] !== 'neutral') break;
    }
    const stretch = chars.slice(at, end + 1).reverse();
    chars.splice(at, stretch.length, ...stretch);
    at = end + 1;
  }
}

/** A line in visual order (as laid out on the page) in logical order; lines without RTL letters are returned as they are. */
export function visualToLogical(line: string): string {
  if (!RTL_TEST.test(line)) return line;
  const chars = [...line];
  let rtl = 0;
  let ltr = 0;
  for (const char of chars) {
    const direction = directionOf(char);
    if (direction === 'rtl') rtl++;
    else if (direction === 'ltr') ltr++;
  }
  let ordered: string[];
  if (rtl >= ltr) {
    // A right-to-left line: read from its right end, numbers and Latin words kept whole.
    ordered = chars.reverse().map((char) => MIRRORED[char] ?? char);
    reverseStretches(ordered, 'ltr');
  } else {
    // A left-to-right line with right-to-left words in it: those words alone are reversed.
    ordered = chars;
    reverseStretches(ordered, 'rtl');
  }
  // Presentation forms (shaped letters) as the letters they show, once in logical order.
  return ordered.join('').replace(ARABIC_PRESENTATION_FORMS, (char) => char.normalize('NFKC'));
}
