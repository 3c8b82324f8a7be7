import { z } from 'zod';
import { bandTone } from './detection-bands';
import { formatNumber } from './format-number';

export { bandTone, isLikelyAi, LIKELY_AI_FROM, MIXED_FROM } from './detection-bands';
export { LOW_CONFIDENCE_NOTE, LOW_CONFIDENCE_WORDS } from './detection-confidence';

/** The spec's minimum for detection and assessment, counted after trimming. */
export const MIN_DETECTION_CHARS = 50;
export const TOO_SHORT_MESSAGE = 'Please provide at least 50 characters of text for assessment.';
export const NOT_ENOUGH_TEXT = {
  title: 'Not enough text',
  description: 'Please provide at least 50 characters of text for AI detection.',
} as const;
/** Auto-detect runs this long after an upload (spec section 9). */
export const AUTO_DETECT_DELAY_MS = 500;

/**
 * The longest text the detector assesses in one request (about 160,000 words). Scoring is
 * linear, about a second per million characters, so this bounds how long one request holds a
 * scoring worker; past it the answer is 413 with TEXT_TOO_LONG_MESSAGE.
 */
export const MAX_DETECTION_CHARS = 1_000_000;

export function textTooLongMessage(length: number): string {
  return `The text is ${formatNumber(length)} characters long; at most ${formatNumber(MAX_DETECTION_CHARS)} characters can be assessed at once. Please assess it in parts.`;
}

export function hasEnoughText(text: string): boolean {
  return text.trim().length >= MIN_DETECTION_CHARS;
}

/**
 * The request's `provider`: the language model that writes the narrative (default openai, the
 * spec's default), or `gptzero`, which scores the text with GPTZero instead of the local
 * detector (the narrative then comes from openai).
 */
export const DETECTION_PROVIDERS = [
  'openai',
  'anthropic',
  'deepseek',
  'perplexity',
  'local',
  'gptzero',
] as const;
export type DetectionProvider = (typeof DETECTION_PROVIDERS)[number];
export type NarrativeProvider = Exclude<DetectionProvider, 'gptzero'>;
export const DEFAULT_DETECTION_PROVIDER: DetectionProvider = 'openai';

export const detectRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .refine(hasEnoughText, TOO_SHORT_MESSAGE),
  provider: z.enum(DETECTION_PROVIDERS).default(DEFAULT_DETECTION_PROVIDER),
});
export type DetectRequest = z.input<typeof detectRequestSchema>;

export const sentenceScoreSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  probability: z.number().min(0).max(1),
  /** For a yellow or red sentence of the local detector: what weighed most, in plain words. */
  reasons: z.array(z.string()).optional(),
});
export type SentenceScore = z.infer<typeof sentenceScoreSchema>;

export const surfaceAnalysisSchema = z.object({
  grammar: z.string(),
  lexicalPrecision: z.string(),
  stylistic: z.string(),
});
export const deepSectionSchema = z.object({
  assessment: z.string(),
  quotedExamples: z.array(z.string()),
});
export const erratumSchema = z.object({
  quote: z.string(),
  issue: z.string(),
  correction: z.string(),
});
export type Erratum = z.infer<typeof erratumSchema>;

/**
 * Both of the spec's forms in one body. The scores always come from a real detector; the
 * narrative fields are null / empty when no language model could write them, and `narrative`
 * says why.
 */
export const detectResponseSchema = z.object({
  // Simple form.
  isAI: z.boolean(),
  confidence: z.number().min(0).max(1),
  details: z.string(),
  // Full form: from the detector.
  probability: z.number().min(0).max(1),
  burstiness: z.number(),
  humanLikelihood: z.string(),
  isAIGenerated: z.boolean(),
  sentences: z.array(sentenceScoreSchema),
  detector: z.enum(['local', 'gptzero']),
  /** The probability at or above which the detector calls a text AI-generated. */
  threshold: z.number().min(0).max(1).nullable(),
  /** Fewer than LOW_CONFIDENCE_WORDS words: the verdict is not reliable (added by issue 14). */
  lowConfidence: z.boolean(),
  /**
   * The two or three signals that weighed most toward the verdict's side, in plain words (the
   * local detector; empty for GPTZero). Added by issue 35.
   */
  reasons: z.array(z.string()).default([]),
  /** The local detector's model, for support and the docs; never shown to a user. */
  modelVersion: z.string().nullable().default(null),
  // Full form: from the language model.
  assessment: z.string().nullable(),
  intelligenceScore: z.number().min(0).max(100).nullable(),
  surfaceAnalysis: surfaceAnalysisSchema.nullable(),
  deepAnalysis: z.record(z.string(), deepSectionSchema),
  psychologicalProfile: z.string().nullable(),
  errata: z.array(erratumSchema),
  recommendations: z.array(z.string()),
  narrative: z.object({
    provider: z.enum(DETECTION_PROVIDERS),
    available: z.boolean(),
    message: z.string().optional(),
    /** Quotes the model gave that are not in the text, dropped before answering. */
    droppedQuotes: z.number().int().min(0),
  }),
});
export type DetectResponse = z.infer<typeof detectResponseSchema>;

export const REPORT_FORMATS = ['docx', 'pdf', 'txt'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .refine(hasEnoughText, TOO_SHORT_MESSAGE),
  format: z.enum(REPORT_FORMATS, { error: 'Format must be docx, pdf or txt' }),
  fileName: z.string().max(200).optional(),
  provider: z.enum(DETECTION_PROVIDERS).default(DEFAULT_DETECTION_PROVIDER),
  /** The result already shown, so the report matches it without a second model call. */
  result: detectResponseSchema.optional(),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** The report's title: the dialog that shows it and the file it is saved as say the same. */
export const REPORT_TITLE = 'AI Detection Report';

/** Who scored a text, as the report names it. */
export function detectorName(detector: 'local' | 'gptzero'): string {
  return detector === 'local' ? 'Local detector (built in)' : 'GPTZero';
}

/** 'intelligence-assessment-{date}.{ext}', the date as YYYY-MM-DD. */
export function reportFileName(format: ReportFormat, date = new Date()): string {
  return `intelligence-assessment-${date.toISOString().slice(0, 10)}.${format}`;
}

/** Human-likelihood bands of the report, by AI percent (spec section 4). */
export function humanLikelihood(probability: number): string {
  const percent = probability * 100;
  if (percent < 20) return 'Very High (Likely Human)';
  if (percent < 40) return 'High';
  if (percent < 60) return 'Moderate';
  if (percent < 80) return 'Low';
  return 'Very Low (Likely AI)';
}

export type IndicatorBand = { tone: 'green' | 'yellow' | 'red'; label: string };

/**
 * The detection indicator: below 0.3 green, 0.3 up to below 0.7 yellow ("mixed or uncertain"),
 * 0.7 and above red, the band in which the detector's verdict is "AI-generated".
 */
export function indicatorBand(probability: number): IndicatorBand {
  const tone = bandTone(probability);
  if (tone === 'green') return { tone, label: 'Likely Human' };
  if (tone === 'yellow') return { tone, label: 'Mixed or uncertain' };
  return { tone, label: 'Likely AI' };
}

/** The assessment dialog's bands, by percent. */
export function assessmentBand(probability: number): string {
  const percent = probability * 100;
  if (percent < 30) return 'Likely Human-Written';
  if (percent < 70) return 'Mixed Elements';
  return 'Likely AI-Generated';
}
