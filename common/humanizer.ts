import { z } from 'zod';
import { withoutNul } from './text-rules';
import type { TransformModelId } from './transform';

/**
 * The humanizer's providers (spec: ZHI 1 anthropic, ZHI 2 openai, ZHI 3 deepseek, the default;
 * ZHI 4 perplexity is for analysis only), plus an operator's local model server.
 */
export const HUMANIZER_PROVIDERS = [
  { id: 'anthropic', label: 'ZHI 1', model: 'claude-sonnet' },
  { id: 'openai', label: 'ZHI 2', model: 'gpt-4o' },
  { id: 'deepseek', label: 'ZHI 3', model: 'deepseek-chat' },
  { id: 'local', label: 'Local model', model: 'local' },
] as const satisfies readonly { id: string; label: string; model: TransformModelId }[];

export type HumanizerProvider = (typeof HUMANIZER_PROVIDERS)[number]['id'];
export const DEFAULT_HUMANIZER_PROVIDER: HumanizerProvider = 'deepseek';
const PROVIDER_IDS = HUMANIZER_PROVIDERS.map((provider) => provider.id) as string[];

export function humanizerModel(provider: HumanizerProvider): TransformModelId {
  return HUMANIZER_PROVIDERS.find((entry) => entry.id === provider)!.model;
}

/** Spec §9: a score above 50 is a destructive badge; scoring needs 50 characters. */
export const AI_SCORE_THRESHOLD = 50;
export const MIN_SCORE_CHARS = 50;
/** Spec §5: a 2 s pause for texts over 100 characters; 1 s while typing past 50. */
export const LONG_TEXT_CHARS = 100;
export const LONG_TEXT_DEBOUNCE_MS = 2000;
export const SHORT_TEXT_DEBOUNCE_MS = 1000;
export const MAX_SAMPLES = 10;
/** Target-score runs stop after this many passes. */
export const MAX_TARGET_PASSES = 3;

/** The detector's probability as the spec's AI score: an integer 0–100. */
export const toAiScore = (probability: number) =>
  Math.min(100, Math.max(0, Math.round(probability * 100)));
export const isAiLike = (score: number) => score > AI_SCORE_THRESHOLD;

const MAX_TEXT = 400_000;

const providerField = z
  .string({ error: 'Provider is required' })
  .min(1, 'Provider is required')
  .refine((value) => PROVIDER_IDS.includes(value), {
    message: `Provider must be one of: ${PROVIDER_IDS.join(', ')}`,
  })
  .transform((value) => value as HumanizerProvider);

const sampleIds = (message: string) =>
  z.array(z.number().int().positive()).max(MAX_SAMPLES, message).default([]);

const optionalText = (max: number) =>
  z.string().max(max).transform(withoutNul).optional().default('');

/** Technique ids (the spec's `selectedPresets`). */
const presetIds = z.array(z.string().max(80)).max(100).default([]);

const targetScore = z.number().int().min(0).max(100).nullish();

export const rewriteRequestSchema = z.object({
  inputText: z
    .string({ error: 'Input text is required' })
    .min(1, 'Input text is required')
    .max(MAX_TEXT)
    .transform(withoutNul),
  styleText: optionalText(50_000),
  contentMixText: optionalText(50_000),
  customInstructions: optionalText(10_000),
  selectedPresets: presetIds,
  provider: providerField,
  mixingMode: z.enum(['style', 'content', 'both']).optional(),
  selectedStyleSamples: sampleIds('Maximum 10 style samples allowed'),
  selectedContentSamples: sampleIds('Maximum 10 content samples allowed'),
  /** Extra passes (at most 3 in all) until the output scores at or below this. */
  targetScore,
});
export type RewriteRequest = z.input<typeof rewriteRequestSchema>;
export type RewriteOptions = z.output<typeof rewriteRequestSchema>;

export const reRewriteRequestSchema = z.object({
  customInstructions: optionalText(10_000),
  selectedPresets: presetIds,
  provider: providerField,
  styleText: optionalText(50_000),
  targetScore,
});
export type ReRewriteRequest = z.input<typeof reRewriteRequestSchema>;
export type ReRewriteOptions = z.output<typeof reRewriteRequestSchema>;

export const FACT_KINDS = ['number', 'name', 'quotation', 'citation', 'url'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** One fact the output does not keep: `before` as the input wrote it, `after` as the output did. */
export const factIssueSchema = z.object({
  kind: z.enum(FACT_KINDS),
  change: z.enum(['added', 'dropped', 'changed']),
  before: z.string().optional(),
  after: z.string().optional(),
});
export type FactIssue = z.infer<typeof factIssueSchema>;

export const passSchema = z.object({
  pass: z.number().int(),
  outputAiScore: z.number().int(),
  /** Facts this pass's output changed against the input, after its one retry. */
  factIssues: z.array(factIssueSchema),
  /** Whether a chunk of this pass was rewritten again because it changed facts. */
  retried: z.boolean(),
});
export type Pass = z.infer<typeof passSchema>;

export const rewriteResponseSchema = z.object({
  rewrittenText: z.string(),
  inputAiScore: z.number().int(),
  outputAiScore: z.number().int(),
  jobId: z.string(),
  passes: z.array(passSchema),
  /** Facts that still differ after the last pass; empty means every fact was kept. */
  factIssues: z.array(factIssueSchema),
});
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;

export const reRewriteResponseSchema = rewriteResponseSchema.omit({ inputAiScore: true });
export type ReRewriteResponse = z.infer<typeof reRewriteResponseSchema>;

export const analyzeTextRequestSchema = z.object({
  text: z.string({ error: 'Text is required' }).min(1, 'Text is required').max(MAX_TEXT),
});
export const aiScoreResponseSchema = z.object({ aiScore: z.number().int() });
export type AiScoreResponse = z.infer<typeof aiScoreResponseSchema>;

export const uploadResponseSchema = z.object({
  document: z.object({
    content: z.string(),
    filename: z.string(),
    wordCount: z.number().int(),
    /** Set when a signed-in user's upload was kept in their documents. */
    id: z.string().nullable(),
  }),
  aiScore: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The humanizer's accepted uploads (spec §5). */
export const HUMANIZER_UPLOAD_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const;

/** A fact issue in words: `1997 → 1998`, `dropped "Smith"`, `added "Jones"`. */
export function describeFactIssue(issue: FactIssue): string {
  if (issue.change === 'changed') return `${issue.before} → ${issue.after}`;
  if (issue.change === 'dropped') return `dropped ${issue.before}`;
  return `added ${issue.after}`;
}

/** The line shown for a run that did not keep every fact: "facts changed: 1997 → 1998; …". */
export function describeFactIssues(issues: FactIssue[]): string {
  return `facts changed: ${issues.map(describeFactIssue).join('; ')}`;
}
