// Fake api.gptzero.me: POST /v2/predict/text with `x-api-key` and `{document}`; answers the
// v2 prediction shape ({version, documents: [{completely_generated_prob, average_generated_prob,
// overall_burstiness, predicted_class, class_probabilities, sentences: [{sentence,
// generated_prob, perplexity, highlight_sentence_for_ai}], paragraphs}]}). Errors are `{error}`.
import { randomUUID } from 'node:crypto';
import { type FakeServer, headerValue, type StartOptions, startFakeServer } from './fake-server';

export const DEFAULT_GPTZERO_KEY = 'gptzero-fake-key-0000';

/** The score the fake gives a sentence; by default sentences mentioning "delve" read as AI. */
export type SentenceScorer = (sentence: string) => number;
const defaultScorer: SentenceScorer = (sentence) => (/\bdelve\b/i.test(sentence) ? 0.95 : 0.08);

export type FakeGptZero = FakeServer & {
  readonly apiKey: string;
  setScorer(scorer: SentenceScorer): void;
};

function gptZeroError(status: number, message?: string) {
  return { error: message ?? (status === 401 ? 'Invalid API key.' : 'Request failed.') };
}

function sentencesOf(document: string): string[] {
  return document
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function startFakeGptZero(
  options: StartOptions & { apiKey?: string } = {},
): Promise<FakeGptZero> {
  const apiKey = options.apiKey ?? DEFAULT_GPTZERO_KEY;
  let scorer = defaultScorer;
  const server = await startFakeServer(
    {
      name: 'gptzero',
      errorBody: gptZeroError,
      authenticate: (headers) =>
        headerValue(headers, 'x-api-key') === apiKey
          ? null
          : { status: 401, body: gptZeroError(401) },
      routes: [
        {
          method: 'POST',
          path: '/v2/predict/text',
          async handle({ body, sendJson }) {
            if (typeof body.document !== 'string' || body.document.trim() === '') {
              await sendJson(gptZeroError(400, 'document is required'), 400);
              return;
            }
            const sentences = sentencesOf(body.document).map((sentence) => ({
              sentence,
              generated_prob: scorer(sentence),
              perplexity: 40,
              highlight_sentence_for_ai: scorer(sentence) >= 0.5,
            }));
            const average =
              sentences.reduce((sum, s) => sum + s.generated_prob, 0) / (sentences.length || 1);
            const ai = average >= 0.5;
            await sendJson({
              version: '2025-01-01-base',
              scanId: randomUUID(),
              documents: [
                {
                  average_generated_prob: average,
                  completely_generated_prob: average,
                  overall_burstiness: 0,
                  predicted_class: ai ? 'ai' : 'human',
                  class_probabilities: { ai: average, human: 1 - average, mixed: 0 },
                  confidence_category: 'high',
                  document_classification: ai ? 'AI_ONLY' : 'HUMAN_ONLY',
                  paragraphs: [
                    {
                      completely_generated_prob: average,
                      num_sentences: sentences.length,
                      start_sentence_index: 0,
                    },
                  ],
                  sentences,
                },
              ],
            });
          },
        },
      ],
    },
    options,
  );
  const reset = server.reset.bind(server);
  return Object.assign(server, {
    apiKey,
    setScorer(next: SentenceScorer) {
      scorer = next;
    },
    reset() {
      reset();
      scorer = defaultScorer;
    },
  });
}
