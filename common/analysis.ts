import { z } from 'zod';
import { formatNumber } from './format-number';

/**
 * The Intelligence Analysis section's calls (spec §7): evaluate one document or compare two,
 * evaluate originality, and an intelligent rewrite. The method and the rubrics are written
 * down in docs/analysis.md; the prompts live in server/features/analysis/prompts.ts.
 */

/** Spec §9: all four providers are offered here (ZHI 4 is analysis only), plus a local server. */
export const ANALYSIS_PROVIDERS = [
  'anthropic',
  'openai',
  'deepseek',
  'perplexity',
  'local',
] as const;
export type AnalysisProvider = (typeof ANALYSIS_PROVIDERS)[number];
export const DEFAULT_ANALYSIS_PROVIDER: AnalysisProvider = 'deepseek';
export const ANALYSIS_PROVIDER_LABELS: Record<AnalysisProvider, string> = {
  anthropic: 'ZHI 1',
  openai: 'ZHI 2',
  deepseek: 'ZHI 3',
  perplexity: 'ZHI 4',
  local: 'Local model',
};

/** The spec's messages (section 8 and 5). */
export const ANALYSIS_MESSAGES = {
  noTextToAnalyze: 'No text to analyze',
  noTextToRewrite: 'No text to rewrite',
  analysisFailed: {
    title: 'Analysis failed',
    description: 'There was an error running the intelligence analysis.',
  },
  originalityFailed: {
    title: 'Analysis failed',
    description: 'There was an error running the originality evaluation.',
  },
  rewriteFailed: { title: 'Rewrite failed', description: 'There was an error rewriting the text.' },
} as const;

/** Scores further apart than this across independent samples are flagged as unreliable. */
export const DISAGREEMENT_THRESHOLD = 20;
/** Independent samples per item in Comprehensive mode. */
export const COMPREHENSIVE_SAMPLES = 3;
/** The most of a document sent to a model; longer texts are cut, and the answer says so. */
export const ANALYSIS_TEXT_LIMIT = 60_000;

/** Which rubric a document is read against: the general one, or Assess Fiction's. */
export const RUBRICS = ['intelligence', 'fiction'] as const;
export type RubricId = (typeof RUBRICS)[number];

export interface Dimension {
  key: string;
  name: string;
  /** What the dimension measures, as the model is told it. */
  measures: string;
}

/** The rubrics' dimensions. Their anchors and wording in full are in the server's prompts. */
export const RUBRIC_DIMENSIONS: Record<RubricId, readonly Dimension[]> = {
  intelligence: [
    {
      key: 'insight',
      name: 'Insight',
      measures: 'non-obvious points: does the text see something a competent reader would not?',
    },
    {
      key: 'reasoning',
      name: 'Reasoning',
      measures: 'the inferences: are the steps valid, are objections and limits faced?',
    },
    {
      key: 'evidence',
      name: 'Evidence',
      measures: 'support for the claims: examples, data, cases, precise references',
    },
    {
      key: 'clarity',
      name: 'Clarity',
      measures: 'precision of wording: defined terms, no vagueness, no padding',
    },
    {
      key: 'organization',
      name: 'Organization',
      measures: 'structure: does each part earn its place and lead to the next?',
    },
    {
      key: 'depth',
      name: 'Depth',
      measures: 'how far the ideas are followed: consequences, mechanisms, exceptions',
    },
  ],
  fiction: [
    {
      key: 'voice',
      name: 'Voice',
      measures: 'a distinct, consistent narrating voice that belongs to this story',
    },
    {
      key: 'characterization',
      name: 'Characterization',
      measures: 'characters with wants, contradictions and choices, shown rather than told',
    },
    {
      key: 'structure',
      name: 'Structure and pacing',
      measures: 'scenes that turn, tension that builds, time spent where it matters',
    },
    {
      key: 'imagery',
      name: 'Imagery and detail',
      measures: 'concrete, specific, surprising sensory detail; no stock images',
    },
    {
      key: 'theme',
      name: 'Theme',
      measures: 'meaning that emerges from events, neither absent nor preached',
    },
    {
      key: 'prose',
      name: 'Prose control',
      measures: 'sentence rhythm, word choice, dialogue that sounds like people',
    },
  ],
};

/** The name the overall score carries in `scores`: the mean of the dimensions' medians. */
export const OVERALL_SCORE = 'Overall';

const documentText = z
  .string({ error: 'No text to analyze' })
  .refine((text) => text.trim().length > 0, 'No text to analyze')
  .pipe(
    z.string().max(500_000, 'The document is too long to analyze (500,000 characters at most).'),
  );

export const evaluateRequestSchema = z.object({
  text: documentText,
  provider: z.enum(ANALYSIS_PROVIDERS).default(DEFAULT_ANALYSIS_PROVIDER),
  comprehensive: z.boolean().default(false),
  /** Compare mode: Document B, read with the same rubric, and compared with Document A. */
  compareText: documentText.optional(),
  /** 'fiction' is Assess Fiction: the same method with the fiction rubric. */
  rubric: z.enum(RUBRICS).default('intelligence'),
});
export type EvaluateRequest = z.input<typeof evaluateRequestSchema>;
export type EvaluateOptions = z.output<typeof evaluateRequestSchema>;

export const PHASES = ['phase1', 'phase2', 'phase3'] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_NAMES: Record<Phase, string> = {
  phase1: 'Phase 1: first reading',
  phase2: 'Phase 2: challenge',
  phase3: 'Phase 3: calibration',
};

export const scoreDetailSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The median of the samples' final scores (the number in `scores`). */
  median: z.number().int().min(0).max(100),
  min: z.number().int().min(0).max(100),
  max: z.number().int().min(0).max(100),
  /** max - min: how far the independent samples disagree. */
  spread: z.number().int().min(0).max(100),
  samples: z.array(z.number().int().min(0).max(100)),
  /** True when the samples disagree by more than DISAGREEMENT_THRESHOLD points. */
  flagged: z.boolean(),
});
export type ScoreDetail = z.infer<typeof scoreDetailSchema>;

export const evidenceSchema = z.object({ dimension: z.string(), quote: z.string() });

/** One document's evaluation. The first five fields are the spec's analysis result. */
export const documentAnalysisSchema = z.object({
  phase1Response: z.string(),
  /** Null when Phase 2 did not run (Normal mode). */
  phase2Response: z.string().nullable(),
  phase3Response: z.string(),
  finalResult: z.string(),
  /** Name -> integer 0-100: each dimension's median, and the overall score. */
  scores: z.record(z.string(), z.number().int().min(0).max(100)),
  rubric: z.enum(RUBRICS),
  mode: z.enum(['normal', 'comprehensive']),
  phasesRun: z.array(z.enum(PHASES)),
  sampleCount: z.number().int().min(1),
  scoreDetails: z.array(scoreDetailSchema),
  /** Quotations the model offered as evidence that really occur in the text. */
  evidence: z.array(evidenceSchema),
  /** Quotations the model offered that are not in the text, and were left out. */
  droppedQuotes: z.number().int().min(0),
  /** True when only the first ANALYSIS_TEXT_LIMIT characters were read. */
  truncated: z.boolean(),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const comparisonItemSchema = z.object({
  name: z.string(),
  stronger: z.enum(['A', 'B', 'tie']),
  reason: z.string(),
  /** Checked against each document; null when the model's quote was not there. */
  quoteA: z.string().nullable(),
  quoteB: z.string().nullable(),
});
export const comparisonSchema = z.object({
  summary: z.string(),
  items: z.array(comparisonItemSchema),
  droppedQuotes: z.number().int().min(0),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** Document A's evaluation at the top level (the spec's shape); B and the comparison beside it. */
export const evaluateResponseSchema = documentAnalysisSchema.extend({
  provider: z.enum(ANALYSIS_PROVIDERS),
  documentB: documentAnalysisSchema.optional(),
  comparison: comparisonSchema.optional(),
});
export type EvaluateResponse = z.infer<typeof evaluateResponseSchema>;

/** A line of the streamed form (Accept: application/x-ndjson). */
export type EvaluateStreamLine =
  | { progress: AnalysisProgress }
  | { result: EvaluateResponse }
  | { error: string };

export interface AnalysisProgress {
  /** What is running now, e.g. 'Phase 2: challenge (sample 2 of 3), Document B'. */
  label: string;
  phase: Phase | 'comparison';
  /** Steps finished and the steps in all. */
  done: number;
  total: number;
}

export const originalityRequestSchema = z.object({
  text: documentText,
  provider: z.enum(ANALYSIS_PROVIDERS).default(DEFAULT_ANALYSIS_PROVIDER),
});
export type OriginalityRequest = z.input<typeof originalityRequestSchema>;

const quotedFinding = z.object({ quote: z.string(), explanation: z.string() });
export const originalityResponseSchema = z.object({
  provider: z.enum(ANALYSIS_PROVIDERS),
  /** 0 wholly derivative, 100 wholly new (see docs/analysis.md for the anchors). */
  originalityScore: z.number().int().min(0).max(100),
  verdict: z.string(),
  /** Passages that restate familiar ideas, arguments or phrasing, with what they echo. */
  derivative: z.array(quotedFinding.extend({ echoes: z.string() })),
  /** Passages that add something new. */
  novel: z.array(quotedFinding),
  droppedQuotes: z.number().int().min(0),
  truncated: z.boolean(),
});
export type OriginalityResponse = z.infer<typeof originalityResponseSchema>;

/** A rewrite comes back in one answer, and a model's answer is limited: longer texts are refused. */
export const REWRITE_TEXT_LIMIT = 40_000;

/** The rewrite mode select. */
export const REWRITE_MODES = {
  intelligence: 'Raise the scores',
  clarity: 'Clarity',
  concise: 'Concise',
  expand: 'Expand',
} as const;
export type RewriteMode = keyof typeof REWRITE_MODES;
export const REWRITE_MODE_IDS = Object.keys(REWRITE_MODES) as [RewriteMode, ...RewriteMode[]];

export const rewriteRequestSchema = z.object({
  text: z
    .string({ error: 'No text to rewrite' })
    .refine((text) => text.trim().length > 0, 'No text to rewrite')
    .pipe(
      z
        .string()
        .max(
          REWRITE_TEXT_LIMIT,
          `The document is too long to rewrite at once (${formatNumber(REWRITE_TEXT_LIMIT)} characters at most).`,
        ),
    ),
  customInstructions: z.string().max(10_000).default(''),
  provider: z.enum(ANALYSIS_PROVIDERS).default(DEFAULT_ANALYSIS_PROVIDER),
  mode: z.enum(REWRITE_MODE_IDS).default('intelligence'),
});
export type RewriteRequest = z.input<typeof rewriteRequestSchema>;
export const rewriteResponseSchema = z.object({ rewrittenText: z.string() });
