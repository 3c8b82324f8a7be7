import { z } from 'zod';
import { type Dimension, RUBRIC_DIMENSIONS, type RubricId } from './analysis';

/**
 * What the language model must answer in each step of the analysis (AI SDK structured output).
 * Strict structured output admits no open maps, so each rubric's dimensions are fixed keys.
 * An answer that does not fit is asked for once more, then refused; nothing is filled in.
 */
const score = z.number().int().min(0).max(100);
const prose = (max: number) => z.string().min(1).max(max);
const quotes = z.array(z.string().max(600)).max(4);

function perDimension<T extends z.ZodType>(rubric: RubricId, item: T) {
  const shape: Record<string, T> = {};
  for (const dimension of RUBRIC_DIMENSIONS[rubric] as readonly Dimension[])
    shape[dimension.key] = item;
  return z.object(shape);
}

export const readingItem = z.object({ score, rationale: prose(2000), quotes });
export const challengeItem = z.object({
  lowerIt: prose(1500),
  raiseIt: prose(1500),
  revisedScore: score,
  quotes,
});
export const calibrationItem = z.object({ score, anchor: prose(1000) });
export const comparisonAnswerItem = z.object({
  stronger: z.enum(['A', 'B', 'tie']),
  reason: prose(1500),
  quoteA: z.string().max(600),
  quoteB: z.string().max(600),
});

export function readingSchema(rubric: RubricId) {
  return z.object({ dimensions: perDimension(rubric, readingItem), summary: prose(3000) });
}
export function challengeSchema(rubric: RubricId) {
  return z.object({ dimensions: perDimension(rubric, challengeItem), summary: prose(3000) });
}
export function calibrationSchema(rubric: RubricId) {
  return z.object({
    dimensions: perDimension(rubric, calibrationItem),
    verdict: prose(4000),
    strengths: z.array(prose(600)).max(6),
    weaknesses: z.array(prose(600)).max(6),
  });
}
export function comparisonAnswerSchema(rubric: RubricId) {
  return z.object({ dimensions: perDimension(rubric, comparisonAnswerItem), summary: prose(3000) });
}

export const originalityAnswerSchema = z.object({
  originalityScore: score,
  verdict: prose(3000),
  derivative: z
    .array(z.object({ quote: z.string().max(600), echoes: prose(600), explanation: prose(1000) }))
    .max(10),
  novel: z.array(z.object({ quote: z.string().max(600), explanation: prose(1000) })).max(10),
});

export type ReadingAnswer = {
  dimensions: Record<string, z.infer<typeof readingItem>>;
  summary: string;
};
export type ChallengeAnswer = {
  dimensions: Record<string, z.infer<typeof challengeItem>>;
  summary: string;
};
export type CalibrationAnswer = {
  dimensions: Record<string, z.infer<typeof calibrationItem>>;
  verdict: string;
  strengths: string[];
  weaknesses: string[];
};
export type ComparisonAnswer = {
  dimensions: Record<string, z.infer<typeof comparisonAnswerItem>>;
  summary: string;
};
export type OriginalityAnswer = z.infer<typeof originalityAnswerSchema>;
