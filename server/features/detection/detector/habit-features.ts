/**
 * Writing habits meant to carry over across genres (issue 14): function-word
 * profile, clause rhythm, repeated sentence shapes, and the marks of casual
 * hand-typed prose. Each is a per-text rate or spread, so a plain register
 * (short words, short sentences) is not by itself evidence either way.
 */
import { countMatches, type FeatureContext } from './feature-context';
import { ASSISTANT_PHRASES, ENGLISH_CORE, FUNCTION_WORD_CLASSES, phrasePattern } from './lexicons';
import { splitWords } from './segment';
import { coefficientOfVariation, mean, stdDev } from './stats';

type Extractor = (c: FeatureContext) => number | null;

const ENGLISH_CORE_SET = new Set(ENGLISH_CORE);
const CLASS_SETS = Object.fromEntries(
  Object.entries(FUNCTION_WORD_CLASSES).map(([k, v]) => [k, new Set(v)]),
) as Record<keyof typeof FUNCTION_WORD_CLASSES, Set<string>>;

/**
 * English function-word lists only mean something on English text: below
 * this share of the commonest English words a text is treated as another
 * language and the profile is not measured (null, no evidence).
 */
const MIN_ENGLISH_CORE_SHARE = 0.12;
const MIN_PROFILE_WORDS = 40;

function lowerWords(c: FeatureContext): string[] {
  return c.letterWords.map((w) => w.toLowerCase());
}

/** Lower-cased letter words when the text reads as English and is long enough; else null. */
function englishWords(c: FeatureContext): string[] | null {
  const words = lowerWords(c);
  if (words.length < MIN_PROFILE_WORDS) return null;
  const core = words.filter((w) => ENGLISH_CORE_SET.has(w)).length;
  return core / words.length >= MIN_ENGLISH_CORE_SHARE ? words : null;
}

/** Share of words of a function-word class, among English texts. */
const classRate =
  (name: keyof typeof FUNCTION_WORD_CLASSES): Extractor =>
  (c) => {
    const words = englishWords(c);
    if (!words) return null;
    return words.filter((w) => CLASS_SETS[name].has(w)).length / words.length;
  };

const CLAUSE_BREAK = /[,;:()]|\s[-–—]\s|—/;
function clauseLengths(c: FeatureContext): number[] {
  return c.sentenceTexts
    .flatMap((t) => t.split(CLAUSE_BREAK))
    .map((t) => splitWords(t).length)
    .filter((n) => n > 0);
}

/**
 * A sentence's "shape": its length band and the class of its first word and of
 * its final punctuation. Generated prose repeats a few shapes.
 */
function sentenceShape(text: string, words: readonly string[]): string {
  const n = words.length;
  const band = n <= 8 ? 's' : n <= 16 ? 'm' : n <= 26 ? 'l' : 'x';
  const first = (words[0] ?? '').toLowerCase();
  const opener = CLASS_SETS.articles.has(first)
    ? 'art'
    : CLASS_SETS.pronouns.has(first)
      ? 'pro'
      : CLASS_SETS.conjunctions.has(first)
        ? 'con'
        : /^\p{Lu}/u.test(words[0] ?? '')
          ? 'cap'
          : 'low';
  const commas = countMatches(text, /,/g);
  return `${band}:${opener}:${Math.min(commas, 3)}`;
}

// Casual typed marks: a sentence started in lower case, a word in capitals,
// "..." / "!!" / "?!", laughter and chat abbreviations. Models almost never write them.
const CASUAL_MARKS =
  /(?:\.\.\.|…|!!|\?!|!\?|(?<![\p{L}])(?:lol|lmao|omg|idk|tbh|imo|btw|gonna|wanna|kinda|sorta|ok so|yeah|nope|haha\w*)(?![\p{L}]))/giu;
const ALL_CAPS_WORD = /(?<![\p{L}])\p{Lu}{3,}(?![\p{L}])/gu;
const CONTRACTION = /\p{L}['’](?:t|s|m|re|ve|ll|d)(?![\p{L}])/giu;
const ASSISTANT_PATTERN = phrasePattern(ASSISTANT_PHRASES);

export const HABIT_EXTRACTORS: Record<string, Extractor> = {
  // Function-word profile (English texts only).
  articleRate: classRate('articles'),
  pronounRate: classRate('pronouns'),
  prepositionRate: classRate('prepositions'),
  conjunctionRate: classRate('conjunctions'),
  auxiliaryRate: classRate('auxiliaries'),
  determinerRate: classRate('determiners'),
  // Clause rhythm: spread of clause lengths in words, and clauses per sentence.
  clauseLenCvAll: (c) => {
    const clauses = clauseLengths(c);
    return clauses.length >= 6 ? coefficientOfVariation(clauses) : null;
  },
  clausesPerSentence: (c) => clauseLengths(c).length / c.sentenceCount,
  // Repetition of structures: share of sentences whose shape occurred before.
  shapeRepeat: (c) => {
    const shapes = c.sentenceTexts
      .map((t, i) => [t, c.sentenceWords[i]!] as const)
      .filter(([, w]) => w.length > 0)
      .map(([t, w]) => sentenceShape(t, w));
    if (shapes.length < 5) return null;
    return (shapes.length - new Set(shapes).size) / (shapes.length - 1);
  },
  // Per-sentence spread of word length, normalised by its mean.
  sentWordLenCv: (c) => {
    const v = c.sentenceWords
      .filter((ws) => ws.length >= 4)
      .map((ws) => mean(ws.map((w) => w.length)));
    return v.length >= 4 ? stdDev(v) / (mean(v) || 1) : null;
  },
  // Casual hand-typed habits and contractions, per sentence.
  casualMarkRate: (c) =>
    (c.count(CASUAL_MARKS) +
      c.count(ALL_CAPS_WORD) +
      c.sentenceTexts.filter((t) => /^\s*\p{Ll}/u.test(t)).length) /
    c.sentenceCount,
  contractionRate: (c) => c.count(CONTRACTION) / c.sentenceCount,
  parenthesisRate: (c) => c.count(/\(/g) / c.sentenceCount,
  commaPerWord: (c) => c.count(/,/g) / c.wordCount,
  // Stock phrases of current chat assistants ("delve into", "a rich tapestry").
  assistantPhraseRate: (c) => (100 * c.count(ASSISTANT_PATTERN)) / (c.words.length + 100),
};
