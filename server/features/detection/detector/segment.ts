/**
 * Sentence and word segmentation for en/de/fr/es prose.
 *
 * Spans always index into the original string, so callers can highlight
 * `text.slice(start, end)` without re-searching for the sentence.
 */

export interface Span {
  text: string;
  start: number;
  end: number;
}

// Lower-cased, without the final period. Multi-dot forms ("e.g") are matched
// on everything before the final period. Titles, Latin and the usual
// German/French/Spanish short forms; "etc." is deliberately absent because it
// ends a sentence more often than not.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'ca',
  'approx',
  'no',
  'nos',
  'nr',
  'fig',
  'figs',
  'inc',
  'ltd',
  'co',
  'corp',
  'gen',
  'col',
  'lt',
  'sgt',
  'rev',
  'hon',
  'gov',
  'sen',
  'rep',
  'mt',
  'ft',
  'vol',
  'pp',
  'ed',
  'eds',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.k',
  'u.n',
  'a.m',
  'p.m',
  'ph.d',
  'z.b',
  'bzw',
  'usw',
  'ggf',
  'vgl',
  'evtl',
  'd.h',
  'u.a',
  'o.ä',
  'hr',
  'fr',
  'str',
  'bd',
  'jh',
  'jhd',
  'chr',
  'v.chr',
  'n.chr',
  'mme',
  'mlle',
  'mm',
  'env',
  'av',
  'j.-c',
  'apr. j.-c',
  'sra',
  'srta',
  'dña',
  'ud',
  'uds',
  'p.ej',
  'aprox',
  'núm',
  'pág',
  'art',
]);

// "am 1. Januar", "le 3. mai" style ordinals must not end a sentence.
const MONTHS = new Set([
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
  'jänner',
]);

// Nouns that follow a German ordinal ("im 19. Jahrhundert", "zum 3. Mal").
const ORDINAL_NOUNS = new Set([
  'jahrhundert',
  'jahrhunderts',
  'jahrtausend',
  'jahrtausends',
  'lebensjahr',
  'lebensjahres',
  'mal',
  'platz',
  'liga',
  'weltkrieg',
  'weltkrieges',
  'weltkriegs',
  'auflage',
  'klasse',
  'stock',
  'bundesliga',
]);
// German articles and prepositions that precede an ordinal number.
const BEFORE_ORDINAL = new Set([
  'im',
  'am',
  'vom',
  'zum',
  'beim',
  'ins',
  'des',
  'dem',
  'der',
  'den',
  'die',
  'das',
  'seit',
  'bis',
  'ab',
  'zur',
  'vor',
  'nach',
  'ihr',
  'ihrem',
  'ihres',
  'sein',
  'seinem',
  'seines',
]);

const TERMINATOR = /[.!?…]+["'”’»)\]]*(?=\s)/gu;
const SENTENCE_START = /[\p{Lu}\p{N}"'“‘«„([¿¡–—]/u;
const WORD_BEFORE = /([\p{L}\p{N}][\p{L}\p{N}.-]*)$/u;
const LIST_MARKER = /^\s*(?:[-*•–—]|\d+[.)]|\p{L}[.)])\s/u;

function isAbbreviationStop(text: string, dotIndex: number, nextWord: string): boolean {
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, dotIndex - 24), dotIndex));
  if (!before) return false;
  const word = before[1]!.toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // Initials such as "J. R. R. Tolkien".
  if (/^\p{L}$/u.test(word)) return true;
  // Dotted acronyms ("U.S.A.") that are not in the list.
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return true;
  if (/^\d{1,2}$/.test(word) && MONTHS.has(nextWord.toLowerCase())) return true;
  if (/^\d{1,3}$/.test(word)) {
    if (ORDINAL_NOUNS.has(nextWord.toLowerCase())) return true;
    const previous = /(\p{L}+)\s+$/u.exec(
      text.slice(Math.max(0, dotIndex - 40), dotIndex - word.length),
    );
    if (previous && BEFORE_ORDINAL.has(previous[1]!.toLowerCase())) return true;
  }
  return false;
}

/** Positions where the text is cut into sentences (exclusive ends). */
function punctuationCuts(text: string): number[] {
  const cuts: number[] = [];
  TERMINATOR.lastIndex = 0;
  for (let m = TERMINATOR.exec(text); m; m = TERMINATOR.exec(text)) {
    const end = m.index + m[0].length;
    let next = end;
    while (next < text.length && /\s/u.test(text[next]!)) next++;
    if (next >= text.length) continue;
    if (!SENTENCE_START.test(text[next]!)) continue;
    if (m[0] === '.') {
      const nextWord = /^[\p{L}]+/u.exec(text.slice(next, next + 20))?.[0] ?? '';
      if (isAbbreviationStop(text, m.index, nextWord)) continue;
    }
    cuts.push(end);
  }
  return cuts;
}

/**
 * Blank lines always separate sentences. A single newline does too, except
 * when it looks like a soft wrap: the line does not end in terminal
 * punctuation and the next line continues in lower case (or after a comma).
 */
function newlineCuts(text: string): number[] {
  const cuts: number[] = [];
  const newline = /\n/g;
  for (let m = newline.exec(text); m; m = newline.exec(text)) {
    const lineBefore = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index).trimEnd();
    const rest = text.slice(m.index + 1);
    const blankLine = /^[ \t\r]*\n/.test(rest);
    const nextLine = rest.replace(/^\s+/, '');
    const softWrap =
      !blankLine &&
      lineBefore.length > 0 &&
      !/[.!?…:;"”»)]$/u.test(lineBefore) &&
      !LIST_MARKER.test(nextLine) &&
      (/^\p{Ll}/u.test(nextLine) || /[,-]$/.test(lineBefore));
    if (!softWrap) cuts.push(m.index);
  }
  return cuts;
}

/** Split text into trimmed sentence spans. Fragments without letters or digits are dropped. */
export function splitSentences(text: string): Span[] {
  const cuts = [...new Set([...punctuationCuts(text), ...newlineCuts(text), text.length])].sort(
    (a, b) => a - b,
  );
  const spans: Span[] = [];
  let from = 0;
  for (const cut of cuts) {
    let start = from;
    let end = cut;
    while (start < end && /\s/u.test(text[start]!)) start++;
    while (end > start && /\s/u.test(text[end - 1]!)) end--;
    if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) {
      spans.push({ text: text.slice(start, end), start, end });
    }
    from = cut;
  }
  return spans;
}

// Numbers keep their separators ("7,617,930", "3.5"); words keep inner
// apostrophes and hyphens ("don't", "north-east", "COVID-19").
const WORD = /\p{N}+(?:[.,'’]\p{N}+)*|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Paragraphs are separated by blank lines. */
export function splitParagraphs(text: string): Span[] {
  const spans: Span[] = [];
  const separator = /\n[ \t\r]*\n\s*/g;
  let from = 0;
  const push = (start: number, end: number): void => {
    while (start < end && /\s/u.test(text[start]!)) start++;
    while (end > start && /\s/u.test(text[end - 1]!)) end--;
    if (end > start) spans.push({ text: text.slice(start, end), start, end });
  };
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return spans;
}
