import { z } from 'zod';
import { referenceUseSchema } from './library';

/**
 * The models a user can pick, with the spec's labels (ZHI 1-4) and the provider behind each.
 * Which concrete provider model each maps to is decided on the server (server/providers/ai-models.ts).
 */
export const TRANSFORM_MODELS = [
  { id: 'claude-sonnet', provider: 'anthropic', label: 'ZHI 1' },
  { id: 'gpt-4o', provider: 'openai', label: 'ZHI 2' },
  { id: 'deepseek-chat', provider: 'deepseek', label: 'ZHI 3' },
  { id: 'perplexity', provider: 'perplexity', label: 'ZHI 4' },
  { id: 'local', provider: 'local', label: 'Local model' },
] as const;

export type TransformModelId = (typeof TRANSFORM_MODELS)[number]['id'];
export type TextProvider = (typeof TRANSFORM_MODELS)[number]['provider'];
export const TRANSFORM_MODEL_IDS = TRANSFORM_MODELS.map((model) => model.id) as [
  TransformModelId,
  ...TransformModelId[],
];
export const DEFAULT_MODEL: TransformModelId = 'claude-sonnet';

export function modelProvider(id: TransformModelId): TextProvider {
  return TRANSFORM_MODELS.find((model) => model.id === id)!.provider;
}

/** Presets add a register to the instructions; Academic carries the spec's default instruction. */
export const PRESETS = {
  Academic:
    'Rewrite the text as a more intelligent, self-contained, scholarly text: give vivid examples, define every technical term, and use short punchy sentences in plain everyday words.',
  Professional:
    'Rewrite the text for a professional audience: clear, precise and courteous, with a logical structure and no filler.',
  Creative:
    'Rewrite the text with more life: concrete images, varied rhythm and a distinct voice, keeping every idea of the original.',
  Simple:
    'Rewrite the text so that a twelve-year-old could follow it: short sentences, common words, one idea at a time.',
  Concise: 'Rewrite the text as briefly as possible without losing any point it makes.',
} as const;
export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as [PresetName, ...PresetName[]];
export const DEFAULT_PRESET: PresetName = 'Academic';

/** What the spec uses when no instructions are given at all (no preset, no custom words). */
export const FALLBACK_INSTRUCTION = 'Improve this text';

export const TRANSFORM_TYPES = ['fiction', 'non-fiction'] as const;
export type TransformType = (typeof TRANSFORM_TYPES)[number];

const referenceSchema = z.object({
  name: z.string().max(200),
  active: z.boolean(),
  /** The reference's sample text; references without content only name a style. */
  content: z.string().max(50_000).optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

/** Homework mode treats the text as an assignment to solve rather than a text to rewrite. */
export const TRANSFORM_MODES = ['rewrite', 'homework'] as const;
export type TransformMode = (typeof TRANSFORM_MODES)[number];

export const transformRequestSchema = z.object({
  text: z.string({ error: 'Text is required' }).min(1, 'Text is required'),
  instructions: z.string().max(10_000).optional(),
  model: z.enum(TRANSFORM_MODEL_IDS).default(DEFAULT_MODEL),
  /** A preset name, or empty for none. */
  preset: z.union([z.enum(PRESET_NAMES), z.literal('')]).optional(),
  retainFormatting: z.boolean().default(false),
  includeGraphs: z.boolean().default(false),
  transformType: z.enum(TRANSFORM_TYPES).default('non-fiction'),
  useStyleReference: z.boolean().default(true),
  styleReferences: z.array(referenceSchema).max(50).default([]),
  useContentReference: z.boolean().default(true),
  contentReferences: z.array(referenceSchema).max(50).default([]),
  mode: z.enum(TRANSFORM_MODES).default('rewrite'),
});

export type TransformRequest = z.input<typeof transformRequestSchema>;
export type TransformOptions = z.output<typeof transformRequestSchema>;

export const usageSchema = z.object({ inputTokens: z.number(), outputTokens: z.number() });
export type Usage = z.infer<typeof usageSchema>;

export const transformResponseSchema = z.object({
  text: z.string(),
  usage: usageSchema,
  /** What the rewrite took from the libraries (see common/library.ts). */
  references: referenceUseSchema.optional(),
});
export type TransformResponse = z.infer<typeof transformResponseSchema>;

/**
 * One line of the newline-delimited JSON stream. `progress` (0-100) is sent between chunks of
 * a document processed in chunks; `usage` rides on the final `done` line.
 */
export type StreamLine =
  | { chunk: string }
  | { progress: number }
  | { references: z.infer<typeof referenceUseSchema> }
  | { done: true; usage: Usage }
  | { error: string };
