import type { Readability, WritingIssue } from './writing';

/**
 * Readability in Hemingway's manner (docs/decisions/162-readability-measures.md): grade level
 * and reading ease of the whole text (Flesch–Kincaid), each sentence's level by the Automated
 * Readability Index (hard from grade 10, very hard from 14, among sentences of 14 words or
 * more), passive voice and -ly adverbs. Pure and fast (a few ms for 10,000 words), so the
 * browser computes it as the user types and the server in the same call as Harper.
 */

export const HARD_SENTENCE_GRADE = 10;
export const VERY_HARD_SENTENCE_GRADE = 14;
export const MIN_WORDS_FOR_HARD = 14;

export const READABILITY_MESSAGES = {
  hard: 'Hard to read: this sentence is long and dense. Consider splitting it.',
  veryHard: 'Very hard to read: split this sentence or simplify its words.',
  passive: 'Passive voice: say who does what, if it matters.',
  adverb: 'Adverb: a stronger verb may say it better.',
} as const;

export interface SentenceSpan {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * The sentences of a text with their offsets: a sentence ends at . ! ? (with closing quotes or
 * brackets) before white space, or at a line break; abbreviations such as "e.g." and "Mr." and
 * initials do not end one.
 */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const boundary = /[.!?]+["'”’)\]]*(?=\s|$)|\n+/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (match[0][0] === '.' && isAbbreviation(text, match.index)) continue;
    pushSentence(text, start, match[0][0] === '\n' ? match.index : end, spans);
    start = end;
  }
  pushSentence(text, start, text.length, spans);
  return spans;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'jr',
  'sr',
  'fig',
  'approx',
]);

function isAbbreviation(text: string, dotIndex: number): boolean {
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, dotIndex - 12), dotIndex))?.[1];
  if (!before) return false;
  const word = before.toLowerCase();
  // A single capital letter is an initial ("J. Smith"); "I." ends a sentence rarely enough.
  if (/^\p{Lu}$/u.test(before) && before !== 'I') return true;
  // Dotted abbreviations: "e.g.", "p.m.", "U.S."
  if (/^(?:\p{L}\.)+\p{L}$/u.test(before)) return true;
  return ABBREVIATIONS.has(word);
}

function pushSentence(text: string, from: number, to: number, spans: SentenceSpan[]) {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) spans.push({ start, end });
}

/** Syllables of an English word by its vowel groups, the usual estimate (within 1 for most words). */
export function countSyllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  if (lower.length === 0) return word.length > 0 ? 1 : 0;
  if (lower.length <= 3) return 1;
  const trimmed = lower.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

interface WordSpan {
  text: string;
  start: number;
  end: number;
}

function wordsIn(text: string, offset = 0): WordSpan[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
}

/** The Automated Readability Index of one sentence: Hemingway's per-sentence grade. */
export function sentenceGrade(words: readonly WordSpan[]): number {
  if (words.length === 0) return 0;
  const letters = words.reduce((sum, word) => sum + word.text.replace(/['’-]/g, '').length, 0);
  return 4.71 * (letters / words.length) + 0.5 * words.length - 21.43;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The whole text's figures and its marks (hard sentences, passive voice, adverbs). */
export function assessReadability(text: string): {
  readability: Readability;
  issues: WritingIssue[];
} {
  const sentences = splitSentences(text);
  const issues: WritingIssue[] = [];
  let wordCount = 0;
  let syllables = 0;
  let hardSentences = 0;
  let veryHardSentences = 0;
  for (const sentence of sentences) {
    const words = wordsIn(text.slice(sentence.start, sentence.end), sentence.start);
    wordCount += words.length;
    for (const word of words) syllables += countSyllables(word.text);
    const grade = words.length >= MIN_WORDS_FOR_HARD ? sentenceGrade(words) : 0;
    if (grade >= VERY_HARD_SENTENCE_GRADE) {
      veryHardSentences++;
      issues.push(mark(sentence, READABILITY_MESSAGES.veryHard));
    } else if (grade >= HARD_SENTENCE_GRADE) {
      hardSentences++;
      issues.push(mark(sentence, READABILITY_MESSAGES.hard));
    }
    issues.push(...passiveMarks(words), ...adverbMarks(words));
  }
  const wordsPerSentence = sentences.length ? wordCount / sentences.length : 0;
  const syllablesPerWord = wordCount ? syllables / wordCount : 0;
  const readability: Readability = {
    grade: wordCount
      ? round1(Math.max(0, 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59))
      : 0,
    readingEase: wordCount
      ? round1(206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord)
      : 0,
    sentences: sentences.length,
    hardSentences,
    veryHardSentences,
  };
  issues.sort((a, b) => a.start - b.start || b.end - a.end);
  return { readability, issues };
}

function mark(span: SentenceSpan, message: string): WritingIssue {
  return { start: span.start, end: span.end, kind: 'readability', message, replacements: [] };
}

const BE = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
]);

/** Irregular past participles common enough to matter; regular ones end in -ed. */
const IRREGULAR_PARTICIPLES = new Set(
  (
    'awoken beaten become begun bent bet bitten blown broken brought built burnt bought caught ' +
    'chosen come cut dealt done drawn driven drunk eaten fallen fed felt fought found forbidden ' +
    'forgotten forgiven frozen given gone ground grown hung heard hidden hit held hurt kept known ' +
    'laid led left lent let lost made meant met paid put quit read rid ridden rung risen run said ' +
    'seen sought sold sent set shaken shed shot shown shut sung sunk sat slain slept slid spoken ' +
    'spent spun split spread stolen stuck stung struck sworn swept swum taken taught torn told ' +
    'thought thrown understood woken worn woven won withdrawn written'
  ).split(' '),
);

/** -ed words that usually follow "be" as adjectives, not as passive verbs. */
const ED_ADJECTIVES = new Set([
  'tired',
  'interested',
  'excited',
  'bored',
  'married',
  'worried',
  'pleased',
  'surprised',
  'scared',
  'supposed',
  'used',
  'advanced',
  'required',
  'concerned',
  'involved',
  'based',
  'related',
  'needed',
  'red',
  'bed',
  'shed',
]);

function isParticiple(word: string): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES.has(lower)) return true;
  return lower.length > 4 && lower.endsWith('ed') && !ED_ADJECTIVES.has(lower);
}

function passiveMarks(words: readonly WordSpan[]): WritingIssue[] {
  const marks: WritingIssue[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    if (!BE.has(words[i]!.text.toLowerCase().replace('’', "'"))) continue;
    // "was quickly written": one adverb may stand between the verb and its participle.
    let next = i + 1;
    if (isAdverb(words[next]!.text) && next + 1 < words.length) next++;
    if (!isParticiple(words[next]!.text)) continue;
    marks.push({
      start: words[i]!.start,
      end: words[next]!.end,
      kind: 'readability',
      message: READABILITY_MESSAGES.passive,
      replacements: [],
    });
  }
  return marks;
}

/** Common -ly words that are not adverbs (or are adverbs no editor would cut). */
const NOT_ADVERBS = new Set(
  (
    'only family early reply apply supply july italy fly ugly holy rely belly bully ally daily ' +
    'friendly lovely likely lonely costly deadly elderly weekly monthly yearly hourly nightly ' +
    'silly jelly rally assembly anomaly butterfly comply curly imply italy lily multiply ' +
    'oily orderly poly reply scholarly smelly timely unlikely wily woolly holly emily kelly ' +
    'sally molly billy willy dolly supply firstly secondly lastly finally'
  ).split(' '),
);

function isAdverb(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 4 && lower.endsWith('ly') && !NOT_ADVERBS.has(lower);
}

function adverbMarks(words: readonly WordSpan[]): WritingIssue[] {
  return words
    .filter((word) => isAdverb(word.text))
    .map((word) => ({
      start: word.start,
      end: word.end,
      kind: 'readability' as const,
      message: READABILITY_MESSAGES.adverb,
      replacements: [],
    }));
}
