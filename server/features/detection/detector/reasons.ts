/**
 * Why the detector scored a span as it did, in plain words: the two or three signals that moved
 * its score most toward one side ("ai" for a yellow or red score, "human" for a green one).
 *
 * Each signal's weight is its share of the combined log-odds (style feature: weight × its
 * standardized value; phrases: the sum of the phrase contributions on that side), and each
 * sentence says what was found in the text itself: the words quoted are words of the text,
 * the numbers are counted in it. No model names, weights or thresholds reach the wording.
 */

import type { FeatureValues } from './features';
import type { PhraseContribution } from './lexical';
import {
  ASSISTANT_PHRASES,
  DISCOURSE_MARKERS,
  ENGLISH_CORE,
  FUNCTION_WORD_CLASSES,
  MODEL_VOCABULARY,
  phrasePattern,
} from './lexicons';
import { type DetectorModel, standardize } from './model';

export interface Reason {
  /** The signal (a feature name, or "phrases"): a machine field for tests and the API. */
  signal: string;
  /** What a person reads. */
  text: string;
  /** Its share of the log-odds toward the side explained (positive). */
  weight: number;
}

export interface Span {
  texts: readonly string[];
  words: readonly string[][];
  features: FeatureValues;
  phrases: readonly PhraseContribution[];
  model: DetectorModel;
  side: 'ai' | 'human';
  /** Whether the text reads as English: otherwise the phrase model does not apply. */
  english: boolean;
}

const MAX_REASONS = 3;
/** A signal that moved the raw score by less than this is not worth a sentence. */
const MIN_WEIGHT = 0.05;

const DISCOURSE = phrasePattern(DISCOURSE_MARKERS);
const VOCABULARY = phrasePattern(MODEL_VOCABULARY);
const ASSISTANT = phrasePattern(ASSISTANT_PHRASES);
const TRIAD =
  /[\p{L}\p{N}]{1,40},\s+[\p{L}\p{N}][^,.;:!?]{0,40}?,?\s+(?:and|or)\s+[\p{L}\p{N}]+/giu;
const RICH_PUNCTUATION = /[;:(]|\s[-–—]\s|—|–/g;
const CASUAL = /\.\.\.|…|!!|\?\?|\b(?:lol|tbh|idk|imo|omg)\b/giu;

const quote = (s: string): string => `“${s.replace(/\s+/g, ' ').trim()}”`;

function listOf(items: readonly string[]): string {
  const q = items.map(quote);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** Distinct lower-cased matches of a pattern in the texts, in order of appearance. */
function matches(texts: readonly string[], pattern: RegExp, limit = 3): string[] {
  const found: string[] = [];
  for (const t of texts) {
    for (const m of t.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const s = m[0]
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[,.;:]+$/, '');
      if (!found.includes(s)) found.push(s);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

function countOf(texts: readonly string[], pattern: RegExp): number {
  return texts.reduce(
    (n, t) => n + (t.match(new RegExp(pattern.source, pattern.flags))?.length ?? 0),
    0,
  );
}

function quartiles(values: readonly number[]): [number, number] {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]!;
  return [at(0.25), at(0.75)];
}

function introPhrase(sentence: string): string | null {
  const comma = sentence.indexOf(',');
  if (comma < 0) return null;
  const before = sentence.slice(0, comma).trim();
  const n = before.split(/\s+/).filter(Boolean).length;
  return n >= 1 && n <= 4 ? before : null;
}

function mostRepeatedPair(words: readonly string[][]): { pair: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const sentence of words) {
    for (let i = 0; i + 1 < sentence.length; i++) {
      const pair = `${sentence[i]!.toLowerCase()} ${sentence[i + 1]!.toLowerCase()}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  let best: { pair: string; count: number } | null = null;
  for (const [pair, count] of counts)
    if (count >= 2 && (!best || count > best.count)) best = { pair, count };
  return best;
}

type Wording = (span: Span) => string | null;

/** What each style signal says on each side; null when the text gives nothing to say. */
const WORDING: Record<string, { ai: Wording; human: Wording }> = {
  burstinessLongProse: {
    ai: ({ words }) => {
      const lengths = words.map((w) => w.length).filter((n) => n > 0);
      if (lengths.length < 3) return null;
      const [lo, hi] = quartiles(lengths);
      return lo === hi
        ? `Sentence lengths hardly vary: most sentences are about ${lo} words long.`
        : `Sentence lengths hardly vary: most sentences are ${lo}–${hi} words long.`;
    },
    human: ({ words }) => {
      const lengths = words.map((w) => w.length).filter((n) => n > 0);
      if (lengths.length < 3) return null;
      return `Sentence lengths vary, from ${Math.min(...lengths)} to ${Math.max(...lengths)} words.`;
    },
  },
  discourseMarkerRate: {
    ai: ({ texts }) => {
      const found = matches(texts, DISCOURSE);
      return found.length ? `Stock linking words such as ${listOf(found)}.` : null;
    },
    human: ({ texts }) =>
      countOf(texts, DISCOURSE) === 0
        ? 'No stock linking words of the kind AI models lean on.'
        : null,
  },
  modelVocabularyShrunk: {
    ai: ({ texts }) => {
      const found = matches(texts, VOCABULARY);
      return found.length ? `Words AI models over-use, such as ${listOf(found)}.` : null;
    },
    human: ({ texts }) =>
      countOf(texts, VOCABULARY) === 0 ? 'None of the words AI models over-use.' : null,
  },
  assistantPhraseRate: {
    ai: ({ texts }) => {
      const found = matches(texts, ASSISTANT);
      return found.length ? `Stock phrases of chat assistants, such as ${listOf(found)}.` : null;
    },
    human: () => null,
  },
  introCommaFrac: {
    ai: ({ texts }) => {
      const intros = texts.map(introPhrase).filter((s): s is string => s !== null);
      if (intros.length < 2) return null;
      return `${intros.length} of ${texts.length} sentences open with a short phrase and a comma, such as ${quote(`${intros[0]!},`)}.`;
    },
    human: ({ texts }) =>
      texts.map(introPhrase).filter(Boolean).length === 0 && texts.length >= 3
        ? 'No sentence opens with a short phrase and a comma.'
        : null,
  },
  triadRate: {
    ai: ({ texts }) => {
      const found = matches(texts, TRIAD, 1);
      return found.length ? `Lists of three, such as ${quote(found[0]!)}.` : null;
    },
    human: () => null,
  },
  bigramRepeat: {
    ai: ({ words }) => {
      const best = mostRepeatedPair(words);
      return best
        ? `The same word pairs come back, such as ${quote(best.pair)} (${best.count} times).`
        : null;
    },
    human: () => 'Word pairs rarely repeat.',
  },
  richPunctNoQuoteRate: {
    ai: ({ texts }) =>
      countOf(texts, RICH_PUNCTUATION) === 0
        ? 'No semicolons, colons, brackets or dashes.'
        : 'Hardly any semicolons, colons, brackets or dashes.',
    human: ({ texts }) => {
      const n = countOf(texts, RICH_PUNCTUATION);
      return n > 0 ? `Semicolons, colons, brackets or dashes (${n}), as people use them.` : null;
    },
  },
  semicolonRate: {
    ai: ({ texts }) => (countOf(texts, /;/g) === 0 ? 'No semicolons.' : null),
    human: ({ texts }) => {
      const n = countOf(texts, /;/g);
      return n > 0 ? `Semicolons (${n}), which AI models seldom use.` : null;
    },
  },
  casualMarkRate: {
    ai: () => 'No casual typing marks, such as lower-case sentence starts or trailing dots.',
    human: ({ texts }) => {
      const lower = texts.filter((t) => /^\s*\p{Ll}/u.test(t)).length;
      const marks = countOf(texts, CASUAL);
      if (lower + marks === 0) return null;
      return lower > 0
        ? `Casual typing: ${lower} sentence${lower === 1 ? '' : 's'} start${lower === 1 ? 's' : ''} in lower case.`
        : `Casual typing marks such as ${listOf(matches(texts, CASUAL, 2))}.`;
    },
  },
};

// The commonest English words and every function word (articles, pronouns, prepositions, …).
const COMMON_WORDS = new Set([...ENGLISH_CORE, ...Object.values(FUNCTION_WORD_CLASSES).flat()]);

/**
 * Phrases shown to a person: words only (no lone punctuation), and no bare common word ("a",
 * "their"): those weigh in the model but tell a reader nothing.
 */
function readablePhrases(
  phrases: readonly PhraseContribution[],
  side: 'ai' | 'human',
): PhraseContribution[] {
  return phrases
    .filter((p) => (side === 'ai' ? p.contribution > 0 : p.contribution < 0))
    .filter((p) => {
      const words = p.phrase.split(' ');
      if (!words.every((t) => /[\p{L}]/u.test(t))) return false;
      return words.length > 1 || !COMMON_WORDS.has(words[0]!);
    });
}

type Candidate = { signal: string; weight: number; wording: () => string | null };

/**
 * The style part's model vocabulary ("landscape", "pivotal") and the phrase part's learned
 * words ("crucial", "role") are one thing to a reader: two reasons that each list words AI
 * models over-use read as one said twice. When both weigh in, they become one reason, with the
 * vocabulary's words first and the learned ones that add something, and their weights summed;
 * a phrase already quoted by the stock-phrase reason is not quoted again.
 */
function mergeModelVocabulary(
  candidates: Candidate[],
  texts: readonly string[],
  learned: string[],
) {
  const vocabularyAt = candidates.findIndex((c) => c.signal === 'modelVocabularyShrunk');
  const phrasesAt = candidates.findIndex((c) => c.signal === 'phrases');
  if (vocabularyAt < 0 || phrasesAt < 0) return;
  const vocabulary = candidates[vocabularyAt]!;
  const phrases = candidates[phrasesAt]!;
  const stock = candidates.some((c) => c.signal === 'assistantPhraseRate')
    ? matches(texts, ASSISTANT)
    : [];
  phrases.weight += vocabulary.weight;
  phrases.wording = () => {
    const quoted: string[] = [];
    const overlaps = (phrase: string) =>
      [...quoted, ...stock].some((q) => q.includes(phrase) || phrase.includes(q));
    for (const phrase of [...matches(texts, VOCABULARY, 6), ...learned]) {
      if (quoted.length >= 3) break;
      if (!overlaps(phrase)) quoted.push(phrase);
    }
    return quoted.length
      ? `Words and phrases AI models use more than people, such as ${listOf(quoted)}.`
      : null;
  };
  candidates.splice(vocabularyAt, 1);
}

export function explainSpan(span: Span): Reason[] {
  const { model, side } = span;
  const sign = side === 'ai' ? 1 : -1;
  const styleShare = !model.combine
    ? 1
    : span.english
      ? model.combine.style
      : model.combine.otherLanguages.style;
  const z = standardize(span.features, model);
  const candidates: Candidate[] = [];
  model.features.forEach((name, i) => {
    const weight = sign * styleShare * model.weights[i]! * z[i]!;
    const wording = WORDING[name]?.[side];
    if (wording && weight >= MIN_WEIGHT)
      candidates.push({ signal: name, weight, wording: () => wording(span) });
  });
  if (model.combine && span.english) {
    const shown = readablePhrases(span.phrases, side);
    const weight =
      sign *
      model.combine.lexical *
      span.phrases.filter((p) => sign * p.contribution > 0).reduce((a, p) => a + p.contribution, 0);
    if (weight >= MIN_WEIGHT && shown.length > 0) {
      const top = [...shown]
        .sort((a, b) => sign * (b.contribution - a.contribution))
        .map((p) => p.phrase);
      candidates.push({
        signal: 'phrases',
        weight,
        wording: () =>
          side === 'ai'
            ? `Words and phrases AI models use more than people, such as ${listOf(top.slice(0, 3))}.`
            : `Words and phrases people use more than AI models, such as ${listOf(top.slice(0, 3))}.`,
      });
      if (side === 'ai') mergeModelVocabulary(candidates, span.texts, top);
    }
  }
  const reasons: Reason[] = [];
  for (const c of candidates.sort((a, b) => b.weight - a.weight)) {
    const text = c.wording();
    if (text) reasons.push({ signal: c.signal, text, weight: c.weight });
    if (reasons.length >= MAX_REASONS) break;
  }
  return reasons;
}
