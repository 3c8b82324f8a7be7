import { z } from 'zod';
import type { AppConfig } from '../config';

const GPTZERO_ORIGIN = 'https://api.gptzero.me';
const GPTZERO_TIMEOUT_MS = 60_000;

/** The parts of GPTZero's `POST /v2/predict/text` answer that Redraft reads. */
const predictionSchema = z.object({
  documents: z
    .array(
      z.object({
        completely_generated_prob: z.number().min(0).max(1),
        average_generated_prob: z.number().min(0).max(1).optional(),
        overall_burstiness: z.number().optional(),
        predicted_class: z.string().optional(),
        sentences: z
          .array(z.object({ sentence: z.string(), generated_prob: z.number().min(0).max(1) }))
          .default([]),
      }),
    )
    .min(1),
});

export interface GptZeroPrediction {
  probability: number;
  burstiness: number;
  isAIGenerated: boolean;
  sentences: { sentence: string; probability: number }[];
}

/** A failure to tell the user in the spec's words: 'detection provider API error: {status} {text}'. */
export class DetectionProviderError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`detection provider API error: ${status} ${detail}`);
    this.name = 'DetectionProviderError';
  }
}

/** GPTZero's own error text, short and on one line; never the request (which holds the key). */
async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  let text = body;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string') text = parsed.error;
    else if (typeof parsed.message === 'string') text = parsed.message;
  } catch {
    // Not JSON: its text, trimmed below.
  }
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  return line || response.statusText || 'error';
}

/** Scores a text with GPTZero (`GPTZERO_API_KEY`, `GPTZERO_BASE_URL`). */
export async function predictWithGptZero(
  text: string,
  apiKey: string,
  config: AppConfig,
  signal?: AbortSignal,
): Promise<GptZeroPrediction> {
  const base = (config.providers.GPTZERO.baseUrl ?? GPTZERO_ORIGIN).replace(/\/+$/, '');
  const timeout = AbortSignal.timeout(GPTZERO_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${base}/v2/predict/text`, {
      method: 'POST',
      headers: {
        'x-api-key': apiKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ document: text, multilingual: false }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new DetectionProviderError(502, 'GPTZero could not be reached');
  }
  if (!response.ok) throw new DetectionProviderError(response.status, await errorText(response));
  const parsed = predictionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new DetectionProviderError(502, 'GPTZero sent an answer that could not be read');
  }
  const document = parsed.data.documents[0]!;
  return {
    probability: document.completely_generated_prob,
    burstiness: document.overall_burstiness ?? 0,
    isAIGenerated: document.predicted_class
      ? document.predicted_class === 'ai'
      : document.completely_generated_prob >= 0.5,
    sentences: document.sentences.map((s) => ({
      sentence: s.sentence,
      probability: s.generated_prob,
    })),
  };
}
