import {
  ANALYSIS_MESSAGES,
  type EvaluateStreamLine,
  evaluateResponseSchema,
  PHASES,
} from '@common/analysis';
import { z } from 'zod';
import { aiCallErrors, errorDoc, type FeatureDocs } from '../../openapi/route-docs';

/** One line of the streamed analysis (common/analysis.ts types it as EvaluateStreamLine). */
const evaluateLineSchema = z.union([
  z.object({
    progress: z.object({
      label: z.string(),
      phase: z.enum([...PHASES, 'comparison']),
      done: z.number(),
      total: z.number(),
    }),
  }),
  z.object({ result: evaluateResponseSchema }),
  z.object({ error: z.string() }),
]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameLine: Same<z.infer<typeof evaluateLineSchema>, EvaluateStreamLine> = true;
void sameLine;

const text =
  'Knowledge is justified true belief, or so the tradition holds; Gettier showed otherwise.';

const analysis = {
  phase1Response: 'A compact summary of a famous objection, accurate but unargued.',
  phase2Response: null,
  phase3Response: 'Calibrated against the reference points: competent, not original.',
  finalResult: 'Clear and correct; it states rather than argues.',
  scores: { Insight: 58, 'Argument structure': 49, Overall: 54 },
  rubric: 'intelligence',
  mode: 'normal',
  phasesRun: ['phase1', 'phase3'],
  sampleCount: 1,
  scoreDetails: [
    {
      key: 'insight',
      name: 'Insight',
      median: 58,
      min: 58,
      max: 58,
      spread: 0,
      samples: [58],
      flagged: false,
    },
    {
      key: 'argument',
      name: 'Argument structure',
      median: 49,
      min: 49,
      max: 49,
      spread: 0,
      samples: [49],
      flagged: false,
    },
  ],
  evidence: [{ dimension: 'Insight', quote: 'Gettier showed otherwise' }],
  droppedQuotes: 0,
  truncated: false,
  provider: 'deepseek',
};

const errors = {
  ...aiCallErrors({
    missingKey: 'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
    provider: 'DeepSeek',
    service: 'ZHI 3',
  }),
};

export const analysisDocs: FeatureDocs = {
  tag: 'Intelligence analysis',
  description:
    "An AI model reads a text and answers questions about its author's intelligence, with quotations checked against the text; streamed or whole.",
  routes: {
    'POST /api/evaluate-intelligence': {
      summary: 'Score a document (or compare two) against a rubric',
      description:
        'Three phases: a first reading, a challenge of it (Comprehensive only), a calibration (docs/analysis.md). Comprehensive reads three independent times and reports medians and spreads. With `compareText`, Document B is read the same way and compared. With `Accept: application/x-ndjson` the answer streams `{"progress": …}` per step, then `{"result": …}` or `{"error": "…"}`; refusals before the first step stay plain JSON.',
      bodyExamples: {
        'Normal mode': { text, provider: 'deepseek' },
        'Comprehensive comparison': {
          text,
          compareText: 'Justification is what turns true belief into knowledge.',
          comprehensive: true,
          rubric: 'intelligence',
        },
      },
      responses: {
        200: {
          description:
            'The analysis of Document A, with `documentB` and `comparison` in compare mode.',
          schema: evaluateResponseSchema,
          examples: { 'Normal mode': analysis },
          alternatives: [
            {
              contentType: 'application/x-ndjson',
              schema: evaluateLineSchema,
              examples: {
                Progress: {
                  progress: { label: 'Phase 1: first reading', phase: 'phase1', done: 0, total: 2 },
                },
                'The result': { result: analysis },
                'A failure mid-way': {
                  error: 'DeepSeek did not answer in time. Please try again.',
                },
              },
            },
          ],
        },
        400: errorDoc(
          'No text, or too long.',
          ANALYSIS_MESSAGES.noTextToAnalyze,
          'The document is too long to analyze (500,000 characters at most).',
        ),
        ...errors,
        502: errorDoc(
          'The provider failed, or twice answered in a form that does not fit.',
          'DeepSeek answered twice in a form that does not fit the analysis. Please try again or choose another provider.',
          'Could not reach DeepSeek. Please try again.',
        ),
      },
    },
    'POST /api/evaluate-originality': {
      summary: 'How original a document is, with the passages that show it',
      bodyExamples: { 'A short text': { text, provider: 'anthropic' } },
      responses: {
        200: {
          description:
            'The score (0 wholly derivative, 100 wholly new) and quoted passages; quotes not in the text are dropped.',
          examples: {
            Evaluated: {
              provider: 'anthropic',
              originalityScore: 22,
              verdict: 'A faithful restatement of a well-known argument.',
              derivative: [
                {
                  quote: 'Knowledge is justified true belief',
                  explanation: 'The classical definition, stated as such.',
                  echoes: 'Plato, Theaetetus',
                },
              ],
              novel: [],
              droppedQuotes: 0,
              truncated: false,
            },
          },
        },
        400: errorDoc('No text.', ANALYSIS_MESSAGES.noTextToAnalyze),
        ...errors,
      },
    },
    'POST /api/intelligent-rewrite': {
      summary: 'Rewrite Document A to raise its scores, or for clarity, brevity or length',
      bodyExamples: {
        'Raise the scores': { text, mode: 'intelligence' },
        'Concise, with an instruction': {
          text,
          mode: 'concise',
          customInstructions: 'Keep the names.',
        },
      },
      responses: {
        200: {
          description: 'The rewritten text.',
          examples: {
            Rewritten: {
              rewrittenText:
                'The tradition held knowledge to be justified true belief until Gettier’s cases showed the three conditions can hold by luck.',
            },
          },
        },
        400: errorDoc(
          'No text, or longer than 40,000 characters.',
          ANALYSIS_MESSAGES.noTextToRewrite,
          'The document is too long to rewrite at once (40,000 characters at most).',
        ),
        ...errors,
        502: errorDoc(
          'The provider failed or returned nothing.',
          'DeepSeek returned an empty rewrite. Please try again.',
        ),
      },
    },
  },
};
