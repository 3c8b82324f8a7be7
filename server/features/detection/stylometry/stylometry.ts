import { splitParagraphs, splitSentences, splitWords } from '../detector/segment';
import { mean, stdDev } from '../detector/stats';

/**
 * A cheap, offline stylometric profile of a text, and how close one profile is to another
 * (docs/style-match.md). Sentence splitting and word splitting are the detector's.
 */

/** The commonest function words of each language the detector knows; a text's language is
 * the one whose list covers most of its words. */
const FUNCTION_WORDS = {
  en: 'the of and to a in that is it i you he she we they was for on with as but not be at this have by from or so if my me what which there their all would will can just'.split(
    ' ',
  ),
  de: 'der die das und ist nicht ich es sie zu den ein eine mit sich auf dem des für im auch aber wir als an wie so noch nur bei oder wenn dass ihr er man vom'.split(
    ' ',
  ),
  fr: 'le la les de des et un une est pas que qui il elle je nous vous en dans du au pour sur par avec ce cette mais ou se ne plus on lui leur comme tout'.split(
    ' ',
  ),
  es: 'el la los las de del y que en un una es no se por con para lo al como más pero su sus le ya o este esta si porque muy yo también me sin sobre'.split(
    ' ',
  ),
} as const;
export type ProfileLanguage = keyof typeof FUNCTION_WORDS;

export interface StyleProfile {
  language: ProfileLanguage;
  words: number;
  sentenceLengthMean: number;
  sentenceLengthSpread: number;
  wordLengthMean: number;
  /** Words per paragraph; null for a text of one paragraph (it says nothing about paragraphs). */
  paragraphLength: number | null;
  /** Per word. */
  commaRate: number;
  /** Per sentence. */
  semicolonColonRate: number;
  dashRate: number;
  parenthesisRate: number;
  questionExclamationRate: number;
  /** Per word; null outside English, where the apostrophe does other work. */
  contractionRate: number | null;
  /** Rate of each of the language's function words, per word. */
  functionWords: number[];
}

const CONTRACTION = /^[\p{L}]+['’](?:s|t|re|ve|ll|d|m)$/iu;

function detectLanguage(lower: string[]): ProfileLanguage {
  let best: ProfileLanguage = 'en';
  let bestCount = -1;
  for (const [language, list] of Object.entries(FUNCTION_WORDS) as [
    ProfileLanguage,
    readonly string[],
  ][]) {
    const set = new Set(list);
    const count = lower.filter((word) => set.has(word)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The profile of a text; `language` forces the function-word list (the samples' language). */
export function styleProfile(text: string, language?: ProfileLanguage): StyleProfile | null {
  const words = splitWords(text);
  if (words.length === 0) return null;
  const lower = words.map((word) => word.toLowerCase());
  const lang = language ?? detectLanguage(lower);
  const sentences = splitSentences(text).map((span) => splitWords(span.text).length);
  const sentenceCount = Math.max(1, sentences.length);
  const paragraphs = splitParagraphs(text).map((span) => splitWords(span.text).length);
  const frequency = new Map<string, number>();
  for (const word of lower) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return {
    language: lang,
    words: words.length,
    sentenceLengthMean: mean(sentences),
    sentenceLengthSpread: stdDev(sentences),
    wordLengthMean: mean(words.map((word) => [...word].length)),
    paragraphLength: paragraphs.length > 1 ? mean(paragraphs) : null,
    commaRate: count(text, /,/g) / words.length,
    semicolonColonRate: count(text, /[;:]/g) / sentenceCount,
    dashRate: count(text, /\s[–—-]\s|—/g) / sentenceCount,
    parenthesisRate: count(text, /\(/g) / sentenceCount,
    questionExclamationRate: count(text, /[?!]/g) / sentenceCount,
    contractionRate:
      lang === 'en' ? words.filter((word) => CONTRACTION.test(word)).length / words.length : null,
    functionWords: FUNCTION_WORDS[lang].map((word) => (frequency.get(word) ?? 0) / words.length),
  };
}

/**
 * How far a value may stray before it counts as one unit of difference: a share of the
 * samples' own value, never less than a floor (so a feature the samples barely use is not
 * judged on noise).
 */
const TOLERANCE = {
  sentenceLengthMean: { share: 0.2, floor: 2 },
  sentenceLengthSpread: { share: 0.3, floor: 2 },
  wordLengthMean: { share: 0.06, floor: 0.15 },
  paragraphLength: { share: 0.35, floor: 15 },
  commaRate: { share: 0.3, floor: 0.012 },
  semicolonColonRate: { share: 0.4, floor: 0.08 },
  dashRate: { share: 0.4, floor: 0.08 },
  parenthesisRate: { share: 0.4, floor: 0.06 },
  questionExclamationRate: { share: 0.4, floor: 0.08 },
  contractionRate: { share: 0.35, floor: 0.008 },
} as const;
/**
 * The function-word profile counts as one feature: 1 - cosine similarity, in units of
 * 0.08, widened for short texts, whose word counts are mostly chance (about 2/√words).
 */
const functionWordTolerance = (words: number) => Math.max(0.08, 2 / Math.sqrt(words));
/** No single feature may outweigh the rest by more than this many units. */
const MAX_UNITS = 3;

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, index) => {
    dot += value * b[index]!;
    na += value * value;
    nb += b[index]! * b[index]!;
  });
  return na === 0 || nb === 0 ? (na === nb ? 1 : 0) : dot / Math.sqrt(na * nb);
}

/**
 * 0-100: 100 when the text's profile equals the samples' on every feature, falling as
 * exp(-d²/2) with d the root mean square of the per-feature differences in tolerance units.
 */
export function styleMatch(samples: StyleProfile, text: StyleProfile): number {
  const units: number[] = [];
  for (const [feature, { share, floor }] of Object.entries(TOLERANCE) as [
    keyof typeof TOLERANCE,
    { share: number; floor: number },
  ][]) {
    const expected = samples[feature];
    const actual = text[feature];
    if (expected === null || actual === null) continue;
    const tolerance = Math.max(floor, share * Math.abs(expected));
    units.push(Math.min(MAX_UNITS, Math.abs(actual - expected) / tolerance));
  }
  const functionDistance = 1 - cosine(samples.functionWords, text.functionWords);
  const tolerance = functionWordTolerance(Math.min(samples.words, text.words));
  units.push(Math.min(MAX_UNITS, functionDistance / tolerance));
  const meanSquare = mean(units.map((unit) => unit * unit));
  return Math.round(100 * Math.exp(-meanSquare / 2));
}
