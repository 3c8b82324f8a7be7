import type { FactIssue, FactKind } from './humanizer';
import { numberToWords } from './number-words';
import { collapseWhitespace } from './text-rules';

/**
 * The fact lock: what a rewrite must keep. A fact is compared by what it means, not how it is
 * written, so a humanized text may say "2" for "two" or "1000" for "1,000", reorder names,
 * or re-punctuate a quotation, but may not add, change or drop any of them.
 */
interface Fact {
  kind: FactKind;
  /** What makes two facts the same (a number's value, a quotation's words). */
  key: string;
  /** As the text wrote it. */
  text: string;
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'“”)\]]+[^\s<>"'“”)\].,;:!?]/gi;
/** (Smith, 2001), (Smith & Jones 2001, p. 4), (Smith et al., 2001a); [12], [3, 5–7]. */
const CITATION_PATTERN =
  /\((?:[^()]*?[A-Z][^()]*?,?\s+(?:1[5-9]|20)\d\d[a-z]?(?:[,;][^()]*)?)\)|\[\d+(?:\s*[-–,]\s*\d+)*\]/g;
/** Straight or curly double quotes, at least two words inside. */
const QUOTATION_PATTERN = /["“](\S[^"“”\n]*?\s[^"“”\n]*?\S)["”]/g;

/** Spelled numbers we read as values: two … ninety-nine ("one" is too often a pronoun). */
const WORD_VALUES = new Map<string, number>();
for (let n = 2; n < 100; n++) WORD_VALUES.set(numberToWords(n), n);
const SCALE_WORDS: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
  trillion: 1_000_000_000_000,
};
const SPELLED = [...WORD_VALUES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace('-', '[- ]'))
  .join('|');
const SCALES = Object.keys(SCALE_WORDS).join('|');
/**
 * A number as digits (1,000 · 3.5 · 1997) or words (twenty-one), with an optional scale
 * (1.5 million, two hundred, one thousand).
 */
const NUMBER_PATTERN = new RegExp(
  `(?<![\\w.])(?:(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)|\\b(${SPELLED}|one|a)\\b)(?:\\s+(${SCALES})\\b)?`,
  'gi',
);

/** A capitalised word with a lower-case letter in it (Smith, McKay, Müller), or an acronym (NASA). */
const NAME_TOKEN =
  /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*|\p{Lu}{2,}\d*)(?![\p{L}\p{N}])/gu;

function normaliseWords(text: string): string {
  return collapseWhitespace(
    text
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/[^\p{L}\p{N}' ]+/gu, ' '),
  ).trim();
}

/** Takes every match of a pattern out of the text (so numbers in a URL are not counted twice). */
function takeOut(text: string, pattern: RegExp, found: (match: RegExpMatchArray) => void): string {
  return text.replace(pattern, (...args) => {
    const match = args.slice(0, -2) as unknown as RegExpMatchArray;
    found(match);
    return ' '.repeat(String(args[0]).length);
  });
}

function numberFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const [whole, digits, word, scale] = match;
    let value: number;
    if (digits) value = Number(digits.replace(/,/g, ''));
    else {
      const lower = word!.toLowerCase().replace(' ', '-');
      // "one" and "a" only count as numbers before a scale: "one million", "a hundred".
      if ((lower === 'one' || lower === 'a') && !scale) continue;
      value = lower === 'one' || lower === 'a' ? 1 : WORD_VALUES.get(lower)!;
    }
    if (scale) value *= SCALE_WORDS[scale.toLowerCase()]!;
    facts.push({ kind: 'number', key: String(Number(value.toPrecision(12))), text: whole.trim() });
  }
  return facts;
}

/** Capitalised words that stand for someone or something: not merely a sentence's first word. */
function nameCandidates(text: string): { word: string; midSentence: boolean }[] {
  const found: { word: string; midSentence: boolean }[] = [];
  for (const match of text.matchAll(NAME_TOKEN)) {
    const before = text.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || /[.!?:"“”(\n]$/.test(before);
    if (match[0] === 'I' || match[0] === "I'm") continue;
    found.push({ word: match[0], midSentence: !startsSentence });
  }
  return found;
}

export function extractFacts(text: string, names: Set<string>): Fact[] {
  const facts: Fact[] = [];
  let rest = takeOut(text, URL_PATTERN, ([url]) =>
    facts.push({ kind: 'url', key: url!.replace(/\/$/, '').toLowerCase(), text: url! }),
  );
  rest = takeOut(rest, CITATION_PATTERN, ([citation]) =>
    facts.push({ kind: 'citation', key: normaliseWords(citation!), text: citation! }),
  );
  rest = takeOut(rest, QUOTATION_PATTERN, ([quoted, inner]) =>
    facts.push({ kind: 'quotation', key: normaliseWords(inner!), text: quoted! }),
  );
  facts.push(...numberFacts(rest));
  for (const { word } of nameCandidates(rest)) {
    if (names.has(word)) facts.push({ kind: 'name', key: word, text: word });
  }
  return facts;
}

/**
 * A capitalised word is a name when some text uses it capitalised mid-sentence, or when it is
 * an acronym; a word capitalised only because a sentence starts with it is not.
 */
function knownNames(...texts: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const { word, midSentence } of nameCandidates(text)) {
      if (midSentence || /^[A-Z]{2,}\d*$/.test(word)) names.add(word);
    }
  }
  return names;
}

function byKey(facts: Fact[]): Map<string, Fact> {
  const map = new Map<string, Fact>();
  for (const fact of facts)
    if (!map.has(`${fact.kind}:${fact.key}`)) map.set(`${fact.kind}:${fact.key}`, fact);
  return map;
}

/**
 * What the output added, changed or dropped against the input. A dropped and an added fact of
 * the same kind are read as one change ("1997 → 1998"), paired in the order they appear.
 * Facts are compared as sets: saying a year once where the input said it twice is no change.
 */
export function compareFacts(input: string, output: string): FactIssue[] {
  const names = knownNames(input, output);
  const before = byKey(extractFacts(input, names));
  const after = byKey(extractFacts(output, names));
  const dropped = [...before].filter(([key]) => !after.has(key)).map(([, fact]) => fact);
  const added = [...after].filter(([key]) => !before.has(key)).map(([, fact]) => fact);
  const issues: FactIssue[] = [];
  for (const fact of dropped) {
    const index = added.findIndex((candidate) => candidate.kind === fact.kind);
    if (index >= 0) {
      const [replacement] = added.splice(index, 1);
      issues.push({
        kind: fact.kind,
        change: 'changed',
        before: fact.text,
        after: replacement!.text,
      });
    } else {
      issues.push({ kind: fact.kind, change: 'dropped', before: fact.text });
    }
  }
  for (const fact of added) issues.push({ kind: fact.kind, change: 'added', after: fact.text });
  return issues;
}
