import { z } from 'zod';
import { formatNumber } from './format-number';

/**
 * Writing checks (issue 41, docs/decisions/161-writing-checks-harper.md): spelling, grammar and
 * style from Harper, readability from common/readability.ts, the same on the server's
 * POST /api/check-writing and in the browser's checker.
 */

export const WRITING_DIALECTS = ['en-US', 'en-GB'] as const;
export type WritingDialect = (typeof WRITING_DIALECTS)[number];
export const DEFAULT_WRITING_DIALECT: WritingDialect = 'en-US';

export const WRITING_ISSUE_KINDS = ['spelling', 'grammar', 'style', 'readability'] as const;
export type WritingIssueKind = (typeof WRITING_ISSUE_KINDS)[number];

/**
 * The longest text one request checks (about 16,000 words). Harper takes about 0.25 s per 1,400
 * words on a small server, so this bounds one request to a few seconds of one checking thread;
 * past it the answer is 413 with checkTooLongMessage.
 */
export const MAX_CHECK_CHARS = 100_000;

export function checkTooLongMessage(length: number): string {
  return `The text is ${formatNumber(length)} characters long; at most ${formatNumber(MAX_CHECK_CHARS)} characters can be checked at once. Please check it in parts.`;
}

export const checkWritingRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .refine((text) => text.trim().length > 0, 'Text is required'),
  dialect: z
    .enum(WRITING_DIALECTS, { error: 'Dialect must be en-US or en-GB' })
    .default(DEFAULT_WRITING_DIALECT),
});
export type CheckWritingRequest = z.input<typeof checkWritingRequestSchema>;

export const writingIssueSchema = z.object({
  /** Offsets in JavaScript string units (UTF-16), so that text.slice(start, end) is the problem. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  kind: z.enum(WRITING_ISSUE_KINDS),
  message: z.string(),
  /** What may replace text.slice(start, end); an empty string removes it. */
  replacements: z.array(z.string()),
});
export type WritingIssue = z.infer<typeof writingIssueSchema>;

export const readabilitySchema = z.object({
  /** Flesch–Kincaid grade level (US school years), one decimal. */
  grade: z.number(),
  /** Flesch reading ease: 100 is very easy, below 30 very hard; one decimal. */
  readingEase: z.number(),
  sentences: z.number().int().nonnegative(),
  /** Hemingway's "hard to read" sentences (marked yellow in Hemingway). */
  hardSentences: z.number().int().nonnegative(),
  /** Hemingway's "very hard to read" sentences (marked red). */
  veryHardSentences: z.number().int().nonnegative(),
});
export type Readability = z.infer<typeof readabilitySchema>;

export const checkWritingResponseSchema = z.object({
  issues: z.array(writingIssueSchema),
  readability: readabilitySchema,
});
export type CheckWritingResponse = z.infer<typeof checkWritingResponseSchema>;

/** Harper's lint kinds, grouped into the four the product shows. */
const HARPER_KIND_GROUPS: Record<string, WritingIssueKind> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Agreement: 'grammar',
  BoundaryError: 'grammar',
  Capitalization: 'grammar',
  Eggcorn: 'grammar',
  Grammar: 'grammar',
  Malapropism: 'grammar',
  Miscellaneous: 'grammar',
  Nonstandard: 'grammar',
  Punctuation: 'grammar',
  Repetition: 'grammar',
  Usage: 'grammar',
  WordOrder: 'grammar',
  Enhancement: 'style',
  Formatting: 'style',
  Redundancy: 'style',
  Regionalism: 'style',
  Style: 'style',
  WordChoice: 'style',
  Readability: 'readability',
};

/** The product's kind for one of Harper's lint kinds (an unknown new kind counts as grammar). */
export function writingKindOf(harperKind: string): WritingIssueKind {
  return HARPER_KIND_GROUPS[harperKind] ?? 'grammar';
}

/**
 * Harper's rules left off: its long-sentence rule repeats the readability marks, which follow
 * Hemingway's measure instead (common/readability.ts).
 */
export const HARPER_RULES_OFF = ['LongSentences'] as const;

/**
 * The personal dictionary (docs/decisions/165-personal-dictionary-with-the-account.md): a
 * signed-in user's words are kept with the account, a visitor's in the browser. Bounded so that
 * one account cannot fill the database: a dictionary is for names and terms of a trade.
 */
export const MAX_DICTIONARY_WORDS = 2_000;
export const MAX_DICTIONARY_WORD_LENGTH = 64;

export function dictionaryFullMessage(wouldHold: number): string {
  return `The personal dictionary holds at most ${formatNumber(MAX_DICTIONARY_WORDS)} words; these would make ${formatNumber(wouldHold)}. Please remove some first.`;
}

/** The form a word is kept in (and compared in): trimmed and lower-case. */
export const dictionaryForm = (word: string) => word.trim().toLowerCase();

export const dictionaryWordSchema = z
  .string({ error: 'Each word must be a string' })
  .transform(dictionaryForm)
  .refine((word) => word.length > 0, 'A word cannot be empty')
  .refine(
    (word) => word.length <= MAX_DICTIONARY_WORD_LENGTH,
    `A word can be at most ${MAX_DICTIONARY_WORD_LENGTH} characters long`,
  )
  .refine((word) => !/[\s\p{Cc}]/u.test(word), 'A word cannot hold spaces or control characters');

export const addDictionaryWordsRequestSchema = z.object({
  words: z
    .array(dictionaryWordSchema, { error: 'Words must be a list of words' })
    .min(1, 'Give at least one word')
    .max(MAX_DICTIONARY_WORDS, `At most ${MAX_DICTIONARY_WORDS} words can be added at once`),
});
export type AddDictionaryWordsRequest = z.input<typeof addDictionaryWordsRequestSchema>;

export const dictionaryWordParamsSchema = z.object({ word: dictionaryWordSchema });

export const dictionaryResponseSchema = z.object({
  /** The account's words, lower-case, in alphabetical order. */
  words: z.array(z.string()),
});
export type DictionaryResponse = z.infer<typeof dictionaryResponseSchema>;
