/**
 * Style features meant to carry over across genres and languages.
 *
 * Every feature is a rate, ratio or scale-free spread, so it does not grow
 * with text length and does not name a topic. A feature that cannot be
 * measured on the given text (e.g. sentence-length spread of one sentence)
 * is `null`; the model then treats it as "typical" (z = 0) instead of
 * reading a fake 0 as evidence.
 *
 * Only some of these are in the shipped model; the rest are kept because
 * the training report evaluates them (see scripts/lib/training-config.ts).
 */
import { countMatches, FeatureContext, type SharedCounts } from './feature-context';
import { HABIT_EXTRACTORS } from './habit-features';
import {
  DISCOURSE_MARKERS,
  FIRST_PERSON,
  LIST_CONJUNCTIONS,
  MODEL_VOCABULARY,
  phrasePattern,
} from './lexicons';
import { type Span, splitParagraphs, splitSentences, splitWords } from './segment';
import { coefficientOfVariation, mean, stdDev } from './stats';

export type { SharedCounts } from './feature-context';
export { type Span, splitParagraphs, splitSentences, splitWords } from './segment';

export type FeatureValues = Record<string, number | null>;

/** A text cut into sentences once, so windows can reuse the per-sentence words. */
export interface SegmentedText {
  text: string;
  sentences: Span[];
  sentenceWords: string[][];
  /** Words per paragraph, in order. */
  paragraphWordCounts: number[];
}

export function segmentText(text: string): SegmentedText {
  const sentences = splitSentences(text);
  return {
    text,
    sentences,
    sentenceWords: sentences.map((s) => splitWords(s.text)),
    paragraphWordCounts: splitParagraphs(text).map((p) => splitWords(p.text).length),
  };
}

const MATTR_WINDOW = 50;
const LEXICON_PRIOR_WORDS = 150;
const REPEAT_WINDOW = 100;
const SHORT_SENTENCE_WORDS = 8;
const LONG_SENTENCE_WORDS = 35;
// Below this mean sentence length, evenness is structural (plain
// subject-verb-object sentences) rather than a trace of a generator.
const MIN_MEAN_LENGTH_FOR_EVENNESS = 12;

/**
 * Moving-average type-token ratio: mean TTR over every window of `size`
 * words, so it does not fall as the text gets longer (plain TTR does).
 */
export function movingAverageTypeTokenRatio(
  words: readonly string[],
  size = MATTR_WINDOW,
): number | null {
  if (words.length === 0) return null;
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length <= size) return new Set(lower).size / lower.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  const add = (w: string, delta: 1 | -1): void => {
    const c = (counts.get(w) ?? 0) + delta;
    counts.set(w, c);
    if (delta === 1 && c === 1) distinct++;
    if (delta === -1 && c === 0) distinct--;
  };
  for (let i = 0; i < size; i++) add(lower[i]!, 1);
  let total = distinct;
  for (let i = size; i < lower.length; i++) {
    add(lower[i - size]!, -1);
    add(lower[i]!, 1);
    total += distinct;
  }
  return total / (lower.length - size + 1) / size;
}

/**
 * Share of word n-grams that already occurred earlier within the same
 * window of REPEAT_WINDOW words. Windowed so long texts are not penalised
 * for having more chances to repeat.
 */
export function repeatedNgramRate(words: readonly string[], n: number): number | null {
  if (words.length < n + 1) return null;
  const lower = words.map((w) => w.toLowerCase());
  let repeats = 0;
  let total = 0;
  for (let w0 = 0; w0 < lower.length; w0 += REPEAT_WINDOW) {
    const seen = new Set<string>();
    const end = Math.min(lower.length, w0 + REPEAT_WINDOW);
    for (let i = w0; i + n <= end; i++) {
      let gram = lower[i]!;
      for (let k = 1; k < n; k++) gram += ` ${lower[i + k]!}`;
      if (seen.has(gram)) repeats++;
      else seen.add(gram);
      total++;
    }
  }
  return total === 0 ? null : repeats / total;
}

function letterEntropy(text: string): number | null {
  const counts = new Map<string, number>();
  let total = 0;
  for (const ch of text.toLowerCase()) {
    if (!/\p{L}/u.test(ch)) continue;
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
    total++;
  }
  if (total === 0) return null;
  let h = 0;
  for (const c of counts.values()) h -= (c / total) * Math.log2(c / total);
  return h;
}

// "However, ...", "In 1770, ...": a comma within the first four words marks
// a fronted connective or adverbial, a habit of formal and generated prose.
function hasIntroductoryComma(sentence: string): boolean {
  const comma = sentence.indexOf(',');
  if (comma < 0) return false;
  const before = splitWords(sentence.slice(0, comma)).length;
  return before >= 1 && before <= 4;
}

/** Share of sentences opening with the same word as one of the previous four. */
function openerRepeatRate(sentenceWords: readonly string[][]): number | null {
  const openers = sentenceWords.filter((w) => w.length > 0).map((w) => w[0]!.toLowerCase());
  if (openers.length < 3) return null;
  let repeats = 0;
  for (let i = 1; i < openers.length; i++) {
    if (openers.slice(Math.max(0, i - 4), i).includes(openers[i]!)) repeats++;
  }
  return repeats / (openers.length - 1);
}

function capitalizedMidFraction(sentenceWords: readonly string[][]): number | null {
  let capitalized = 0;
  let total = 0;
  for (const ws of sentenceWords) {
    for (let i = 1; i < ws.length; i++) {
      if (!/^\p{L}/u.test(ws[i]!)) continue;
      total++;
      if (/^\p{Lu}/u.test(ws[i]!)) capitalized++;
    }
  }
  return total === 0 ? null : capitalized / total;
}

/** Lower-cased character 4-grams inside words of one sentence. */
function charGrams(words: readonly string[]): string[] {
  const grams: string[] = [];
  for (const w of words) {
    const lw = ` ${w.toLowerCase()} `;
    for (let i = 0; i + 4 <= lw.length; i++) grams.push(lw.slice(i, i + 4));
  }
  return grams;
}

const SELF_WINDOW = 4;
/**
 * Per-sentence self-predictability: share of a sentence's character 4-grams
 * that also occur in the SELF_WINDOW sentences on either side. A fixed
 * neighbourhood keeps it from growing with text length.
 */
export function sentenceSelfCoverage(sentenceWords: readonly string[][]): number[] {
  const grams = sentenceWords.map((ws) => charGrams(ws));
  const sets = grams.map((g) => new Set(g));
  const out: number[] = [];
  for (let i = 0; i < sentenceWords.length; i++) {
    if (grams[i]!.length < 8) continue;
    let hit = 0;
    for (const g of grams[i]!) {
      for (
        let j = Math.max(0, i - SELF_WINDOW);
        j <= Math.min(sentenceWords.length - 1, i + SELF_WINDOW);
        j++
      ) {
        if (j !== i && sets[j]!.has(g)) {
          hit++;
          break;
        }
      }
    }
    out.push(hit / grams[i]!.length);
  }
  return out;
}

/** A per-sentence measurement over sentences of at least `minWords` words. */
function perSentence(
  c: FeatureContext,
  f: (ws: string[]) => number | null,
  minWords = 3,
): number[] {
  const out: number[] = [];
  c.sentenceWords.forEach((ws) => {
    if (ws.length < minWords) return;
    const v = f(ws);
    if (v !== null && Number.isFinite(v)) out.push(v);
  });
  return out;
}

const meanWordLength = (ws: string[]): number | null => {
  const lw = ws.filter((w) => /^\p{L}/u.test(w));
  return lw.length ? mean(lw.map((w) => w.length)) : null;
};
const shortWordShare = (ws: string[]): number => ws.filter((w) => w.length <= 3).length / ws.length;

function openerEntropy(sentenceWords: readonly string[][]): number | null {
  const openers = sentenceWords.filter((w) => w.length > 0).map((w) => w[0]!.toLowerCase());
  if (openers.length < 4) return null;
  const counts = new Map<string, number>();
  for (const o of openers) counts.set(o, (counts.get(o) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / openers.length) * Math.log2(n / openers.length);
  return h / Math.log2(openers.length);
}

const DISCOURSE_PATTERN = phrasePattern(DISCOURSE_MARKERS);
const MODEL_VOCABULARY_PATTERN = phrasePattern(MODEL_VOCABULARY);
const FIRST_PERSON_SET = new Set(FIRST_PERSON);
// "X, Y and Z" triads, with the serial conjunction of each language. The first word is capped
// at 64 characters: unbounded, every start inside a long unpunctuated run would scan to its end
// (quadratic; 200,000 letters took minutes). A longer word still counts, matched by its tail.
const TRIAD_PATTERN = new RegExp(
  `[\\p{L}\\p{N}]{1,64},\\s+[\\p{L}\\p{N}][^,.;:!?]{0,40}?,?\\s+(?:${LIST_CONJUNCTIONS.join('|')})\\s+[\\p{L}\\p{N}]`,
  'giu',
);
// Marks a plain generator seldom uses: ; : ( dashes and quotation marks.
const RICH_PUNCTUATION = /[;:(“”«»„"]|\s[-–—]\s|—|–/g;
const RICH_PUNCTUATION_NO_QUOTES = /[;:(]|\s[-–—]\s|—|–/g;

/** Share of sentences with at least `letters` letters and digits (spaces and punctuation not counted). */
function longByLetters(c: FeatureContext, letters: number): number | null {
  const ls = c.sentenceWords.filter((w) => w.length > 0).map((ws) => ws.join('').length);
  return ls.length ? ls.filter((n) => n >= letters).length / ls.length : null;
}

type Extractor = (c: FeatureContext) => number | null;

const isLongProse = (c: FeatureContext): boolean =>
  c.hasSpread && c.meanLength >= MIN_MEAN_LENGTH_FOR_EVENNESS;
const CLAUSE_BREAK = /[,;:()]|\s[-–—]\s/;

const EXTRACTORS: Record<string, Extractor> = {
  // Sentence rhythm.
  burstiness: (c) => (c.hasSpread ? coefficientOfVariation(c.lengths) : null),
  burstinessLongProse: (c) =>
    c.hasSpread && c.meanLength >= MIN_MEAN_LENGTH_FOR_EVENNESS
      ? coefficientOfVariation(c.lengths)
      : null,
  // How many sentences a statistic rests on: not a predictor itself, it
  // scales how much weight a spread may carry (DetectorModel.shrinkage).
  sentenceCount: (c) => c.lengths.length,
  // Long sentences counted in letters, not words: German packs into one
  // compound what English says in three words, so a word threshold (35)
  // calls almost no German sentence long. 180 letters is about 35 English words.
  longSentLetterFrac: (c) => longByLetters(c, 180),
  longSentLetterFrac160: (c) => longByLetters(c, 160),
  longSentLetterFrac200: (c) => longByLetters(c, 200),
  sentLenMean: (c) => (c.lengths.length ? c.meanLength : null),
  sentLenLogMean: (c) => (c.lengths.length ? Math.log(c.meanLength) : null),
  adjacentLenDiff: (c) => {
    if (!c.hasSpread || c.meanLength === 0) return null;
    let diff = 0;
    for (let i = 1; i < c.lengths.length; i++) diff += Math.abs(c.lengths[i]! - c.lengths[i - 1]!);
    return diff / (c.lengths.length - 1) / c.meanLength;
  },
  shortSentFrac: (c) =>
    c.lengths.length
      ? c.lengths.filter((n) => n <= SHORT_SENTENCE_WORDS).length / c.lengths.length
      : null,
  longSentFrac: (c) =>
    c.lengths.length
      ? c.lengths.filter((n) => n >= LONG_SENTENCE_WORDS).length / c.lengths.length
      : null,
  // Grows with the number of sentences; evaluated, not shipped.
  maxOverMeanLen: (c) =>
    c.hasSpread && c.meanLength > 0 ? Math.max(...c.lengths) / c.meanLength : null,
  paragraphLenCv: (c) =>
    c.paragraphWordCounts.length >= 3 ? coefficientOfVariation(c.paragraphWordCounts) : null,

  // Vocabulary.
  mattr: (c) => (c.words.length >= 20 ? movingAverageTypeTokenRatio(c.words) : null),
  wordLenMean: (c) => (c.letterWords.length ? mean(c.letterWords.map((w) => w.length)) : null),
  bigramRepeat: (c) => repeatedNgramRate(c.words, 2),
  trigramRepeat: (c) => repeatedNgramRate(c.words, 3),
  openerRepeat: (c) => openerRepeatRate(c.sentenceWords),
  capitalizedMidFrac: (c) => capitalizedMidFraction(c.sentenceWords),
  letterEntropy: (c) => letterEntropy(c.text),
  discourseMarkerRate: (c) => c.count(DISCOURSE_PATTERN) / c.sentenceCount,
  modelVocabularyRate: (c) => (100 * c.count(MODEL_VOCABULARY_PATTERN)) / c.wordCount,
  // Shrunk toward 0 by LEXICON_PRIOR_WORDS pseudo-words without a hit: one
  // stray word in a 100-word text is not the habit of a whole essay.
  modelVocabularyShrunk: (c) =>
    (100 * c.count(MODEL_VOCABULARY_PATTERN)) / (c.words.length + LEXICON_PRIOR_WORDS),
  firstPersonRate: (c) =>
    c.letterWords.filter((w) => FIRST_PERSON_SET.has(w.toLowerCase())).length /
    Math.max(1, c.letterWords.length),

  // Punctuation.
  commasPerSentence: (c) => c.count(/,/g) / c.sentenceCount,
  // With fewer than three commas the spread says nothing about habit.
  commaCv: (c) => {
    const commas = c.commasPerSentence;
    return commas.length >= 3 && commas.reduce((a, b) => a + b, 0) >= 3
      ? coefficientOfVariation(commas)
      : null;
  },
  introCommaFrac: (c) => c.sentenceTexts.filter(hasIntroductoryComma).length / c.sentenceCount,
  triadRate: (c) => c.count(TRIAD_PATTERN) / c.sentenceCount,
  semicolonRate: (c) => c.count(/;/g) / c.sentenceCount,
  dashRate: (c) => c.count(/\s[-–—]\s|—|–/g) / c.sentenceCount,
  quoteRate: (c) => c.count(/["“”«»„]/g) / c.sentenceCount,
  richPunctuationRate: (c) => c.count(RICH_PUNCTUATION) / c.sentenceCount,
  // The same without quotation marks: quotes are a habit of news reporting
  // (quoted speech), not of human writing in general.
  richPunctNoQuoteRate: (c) => c.count(RICH_PUNCTUATION_NO_QUOTES) / c.sentenceCount,
  digitRate: (c) => countMatches(c.text, /\p{N}/gu) / Math.max(1, c.letterCount),
  questionExclaimFrac: (c) => c.count(/[?!]/g) / c.sentenceCount,

  // Per-sentence uniformity and self-predictability (evaluated, not shipped).
  wordLenSentCv: (c) => {
    const v = perSentence(c, meanWordLength);
    return v.length >= 3 ? coefficientOfVariation(v) : null;
  },
  shortWordShareSd: (c) => {
    const v = perSentence(c, shortWordShare);
    return v.length >= 3 ? stdDev(v) : null;
  },
  commaSd: (c) => (c.hasSpread ? stdDev(c.commasPerSentence) : null),
  openerEntropy: (c) => openerEntropy(c.sentenceWords),
  selfCoverageSd: (c) => {
    const v = sentenceSelfCoverage(c.sentenceWords);
    return v.length >= 3 ? stdDev(v) : null;
  },
  // Specifics a rewrite might smooth away (evaluated, not shipped).
  yearRate: (c) => c.count(/(?<!\p{N})(?:1\d|20)\d\d(?!\p{N})/gu) / c.sentenceCount,
  capSeqRate: (c) =>
    c.count(
      /(?<=[\p{Ll},;:]\s+)\p{Lu}[\p{L}-]*(?:\s+(?:of|de|la|del|von|der|du|des|van|y|et)?\s*\p{Lu}[\p{L}-]*)+/gu,
    ) / c.sentenceCount,
  numberRate: (c) => c.count(/\p{N}+(?:[.,]\p{N}+)*/gu) / c.wordCount,
  // Evaluated, not shipped (gated like burstiness, so plain prose is not measured).
  clauseLenCv: (c) => {
    if (!isLongProse(c)) return null;
    const clauses = c.sentenceTexts
      .flatMap((t) => t.split(CLAUSE_BREAK))
      .map((t) => splitWords(t).length)
      .filter((n) => n > 0);
    return clauses.length >= 5 ? coefficientOfVariation(clauses) : null;
  },
  openerPairRepeat: (c) => {
    if (!isLongProse(c)) return null;
    const openers = c.sentenceWords
      .filter((w) => w.length >= 2)
      .map((w) => `${w[0]!.toLowerCase()} ${w[1]!.toLowerCase()}`);
    if (openers.length < 4) return null;
    let repeats = 0;
    for (let i = 1; i < openers.length; i++) {
      if (openers.slice(Math.max(0, i - 5), i).includes(openers[i]!)) repeats++;
    }
    return repeats / (openers.length - 1);
  },
  topicWordCoverage: (c) => {
    if (!isLongProse(c)) return null;
    const counts = new Map<string, number>();
    for (const w of c.letterWords) {
      if (w.length < 6) continue;
      const lw = w.toLowerCase();
      counts.set(lw, (counts.get(lw) ?? 0) + 1);
    }
    let top = '';
    let best = 0;
    for (const [w, n] of counts) {
      if (n > best) [top, best] = [w, n];
    }
    if (!top) return null;
    return (
      c.sentenceWords.filter((ws) => ws.some((w) => w.toLowerCase() === top)).length /
      c.sentenceCount
    );
  },
  ...HABIT_EXTRACTORS,
};

export const FEATURE_NAMES: readonly string[] = Object.keys(EXTRACTORS);

// Candidates kept only so the training report can re-evaluate them; scoring
// skips them unless a model uses them.
const EVALUATION_ONLY = new Set([
  'wordLenSentCv',
  'shortWordShareSd',
  'commaSd',
  'openerEntropy',
  'selfCoverageSd',
  'yearRate',
  'capSeqRate',
  'numberRate',
  'longSentLetterFrac160',
  'longSentLetterFrac200',
  'clauseLenCv',
  'openerPairRepeat',
  'topicWordCoverage',
  'articleRate',
  'pronounRate',
  'prepositionRate',
  'conjunctionRate',
  'auxiliaryRate',
  'determinerRate',
  'clauseLenCvAll',
  'clausesPerSentence',
  'shapeRepeat',
  'sentWordLenCv',
  'contractionRate',
  'parenthesisRate',
  'commaPerWord',
]);

/** Features scoreText reports for a whole text: these plus the model's own. */
export const REPORTED_FEATURE_NAMES: readonly string[] = FEATURE_NAMES.filter(
  (n) => !EVALUATION_ONLY.has(n),
);

/**
 * Features of a span of consecutive sentences (the whole text or a window).
 * `names` limits the work to the features a model actually uses.
 */
export function featuresOfSentences(
  sentenceTexts: readonly string[],
  sentenceWords: readonly string[][],
  paragraphWordCounts: readonly number[],
  names: readonly string[] = FEATURE_NAMES,
  shared?: SharedCounts,
): FeatureValues {
  const context = new FeatureContext(sentenceTexts, sentenceWords, paragraphWordCounts, shared);
  const values: FeatureValues = {};
  for (const name of names) {
    const extract = EXTRACTORS[name];
    if (!extract) throw new Error(`unknown feature "${name}"`);
    values[name] = extract(context);
  }
  return values;
}

/** All features of a whole text. */
export function extractFeatures(
  text: string,
  names: readonly string[] = FEATURE_NAMES,
): FeatureValues {
  const seg = segmentText(text);
  return featuresOfSentences(
    seg.sentences.map((s) => s.text),
    seg.sentenceWords,
    seg.paragraphWordCounts,
    names,
  );
}
