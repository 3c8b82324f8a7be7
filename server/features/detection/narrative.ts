import type { Erratum } from '@common/detection';
import type { Usage } from '@common/transform';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import type { AiSettings } from '../../config';
import { MAX_OUTPUT_TOKENS, type PromptText } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import type { ResolvedModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import { createQuoteChecker } from './quotes';
import type { DetectorScores } from './scores';

/**
 * What the language model must return. Strict-mode structured output admits no open maps, so
 * the spec's deepAnalysis map travels as a list of named sections and is turned into the map
 * afterwards.
 */
export const narrativeSchema = z.object({
  assessment: z.string().min(1).max(4000),
  intelligenceScore: z.number().int().min(0).max(100),
  surfaceAnalysis: z.object({
    grammar: z.string().max(2000),
    lexicalPrecision: z.string().max(2000),
    stylistic: z.string().max(2000),
  }),
  deepAnalysis: z
    .array(
      z.object({
        section: z.string().min(1).max(120),
        assessment: z.string().max(3000),
        quotedExamples: z.array(z.string().max(1000)).max(8),
      }),
    )
    .max(10),
  psychologicalProfile: z.string().max(3000),
  errata: z
    .array(
      z.object({
        quote: z.string().max(1000),
        issue: z.string().max(1000),
        correction: z.string().max(1000),
      }),
    )
    .max(30),
  recommendations: z.array(z.string().max(1000)).max(15),
});
export type ModelNarrative = z.infer<typeof narrativeSchema>;

export interface Narrative {
  assessment: string | null;
  intelligenceScore: number | null;
  surfaceAnalysis: ModelNarrative['surfaceAnalysis'] | null;
  deepAnalysis: Record<string, { assessment: string; quotedExamples: string[] }>;
  psychologicalProfile: string | null;
  errata: Erratum[];
  recommendations: string[];
}

/** The narrative when no model wrote one: empty, never invented. */
export const EMPTY_NARRATIVE: Narrative = {
  assessment: null,
  intelligenceScore: null,
  surfaceAnalysis: null,
  deepAnalysis: {},
  psychologicalProfile: null,
  errata: [],
  recommendations: [],
};

/** The longest part of a text sent for the narrative; the detector always reads all of it. */
export const NARRATIVE_TEXT_LIMIT = 40_000;

/**
 * Keeps only the quotations that really occur in the text (quoted examples and errata), and
 * shapes the model's answer as the spec's entity. Returns how many quotes were dropped.
 */
export function checkNarrative(
  raw: ModelNarrative,
  text: string,
): { narrative: Narrative; dropped: number } {
  const occurs = createQuoteChecker(text);
  let dropped = 0;
  const keep = <T>(items: T[], quoteOf: (item: T) => string): T[] =>
    items.filter((item) => {
      const ok = occurs(quoteOf(item));
      if (!ok) dropped++;
      return ok;
    });
  const deepAnalysis: Narrative['deepAnalysis'] = {};
  for (const section of raw.deepAnalysis) {
    const name = section.section.trim();
    const quotedExamples = keep(section.quotedExamples, (quote) => quote).map((q) => q.trim());
    const existing = deepAnalysis[name];
    if (existing) {
      existing.quotedExamples.push(...quotedExamples);
      existing.assessment = `${existing.assessment}\n\n${section.assessment}`;
    } else {
      deepAnalysis[name] = { assessment: section.assessment.trim(), quotedExamples };
    }
  }
  return {
    narrative: {
      assessment: raw.assessment.trim(),
      intelligenceScore: raw.intelligenceScore,
      surfaceAnalysis: raw.surfaceAnalysis,
      deepAnalysis,
      psychologicalProfile: raw.psychologicalProfile.trim() || null,
      errata: keep(raw.errata, (erratum) => erratum.quote),
      recommendations: raw.recommendations.map((r) => r.trim()).filter(Boolean),
    },
    dropped,
  };
}

const SYSTEM = `You are an experienced editor and reader. You assess a text: its quality, the mind behind it, and how machine-written it reads.
Rules:
- Write in plain English, in the second person only when giving recommendations.
- Every quotedExamples entry and every errata quote must be copied exactly, character for character, from the text. Never paraphrase inside a quote; if you have no exact quote, give none.
- errata lists real errors only (spelling, grammar, word choice, factual slips), each with its exact quote, the issue and a correction. An empty list is fine.
- intelligenceScore is your judgement, out of 100, of the sophistication of thought shown in the text.
- deepAnalysis has 2 to 5 named sections (for example "Argument and structure", "Originality", "Evidence"), each with an assessment and exact quotes.
- The statistical detector's figures are given to you; your assessment may discuss them but must not change them.`;

function prompt(text: string, scores: DetectorScores): string {
  const excerpt = text.length > NARRATIVE_TEXT_LIMIT;
  const shown = excerpt ? text.slice(0, NARRATIVE_TEXT_LIMIT) : text;
  return [
    `Detector (${scores.detector}): probability of AI authorship ${(scores.probability * 100).toFixed(0)}%, burstiness ${scores.burstiness.toFixed(2)}.`,
    scores.reasons.length > 0 ? `What weighed most: ${scores.reasons.join(' ')}` : '',
    excerpt ? `The text is long; here are its first ${NARRATIVE_TEXT_LIMIT} characters.` : '',
    'Text:',
    shown,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Tokens the narrative's JSON schema adds to each call, estimated generously. */
const SCHEMA_TOKENS = 1000;

/** What the narrative call sends, to reserve its credits before it starts. */
export function narrativePrompt(text: string, scores: DetectorScores): PromptText {
  return { system: SYSTEM, prompt: prompt(text, scores), extraTokens: SCHEMA_TOKENS };
}

/** Asks the chosen model for the narrative, validates it, and checks its quotes. */
export async function writeNarrative(call: {
  model: ResolvedModel;
  text: string;
  scores: DetectorScores;
  settings: AiSettings;
  signal?: AbortSignal;
}): Promise<{ narrative: Narrative; dropped: number; usage: Usage }> {
  const { model, settings } = call;
  try {
    const result = await generateText({
      model: model.model,
      system: SYSTEM,
      prompt: prompt(call.text, call.scores),
      output: Output.object({ schema: narrativeSchema }),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: call.signal,
      maxRetries: settings.maxRetries,
      timeout: { totalMs: settings.requestTimeoutMs },
    });
    const usage = {
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    };
    return { ...checkNarrative(result.output, call.text), usage };
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      throw new AppError(
        502,
        `${model.providerName} answered in a form that does not fit the report. Please try again.`,
      );
    }
    throw toProviderError(error, model.providerName);
  }
}
