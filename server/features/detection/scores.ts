import type { SentenceScore } from '@common/detection';
import { loadDefaultModel, scoreText } from './detector/index';

/** What a detector says about a text: the numbers of the report, never written by a model. */
export interface DetectorScores {
  detector: 'local' | 'gptzero';
  probability: number;
  burstiness: number;
  isAIGenerated: boolean;
  sentences: SentenceScore[];
  /** The probability at which this detector flags a text; null when the provider decides. */
  threshold: number | null;
  /** Which model scored the text, for the details line. */
  version: string;
  /** Too few words for a reliable verdict (LOW_CONFIDENCE_WORDS). */
  lowConfidence: boolean;
  /** What weighed most toward the verdict's side, in plain words (empty for GPTZero). */
  reasons: string[];
}

/** The embedded detector: no key, no network. */
export function scoreLocally(text: string): DetectorScores {
  const model = loadDefaultModel();
  const result = scoreText(text, model);
  return {
    detector: 'local',
    probability: result.probability,
    burstiness: result.burstiness,
    isAIGenerated: result.isAIGenerated,
    sentences: result.sentences.map(({ text, start, end, probability, reasons }) => ({
      text,
      start,
      end,
      probability,
      ...(reasons ? { reasons } : {}),
    })),
    threshold: model.threshold,
    version: model.version,
    lowConfidence: result.lowConfidence,
    reasons: result.reasons.map((r) => r.text),
  };
}

/**
 * Places a provider's sentences in the text (it returns their text only), in order, so the
 * report can highlight them. A sentence that cannot be found keeps the position after the
 * previous one with no length, and is still listed.
 */
export function locateSentences(
  text: string,
  sentences: { sentence: string; probability: number }[],
): SentenceScore[] {
  let cursor = 0;
  return sentences.map(({ sentence, probability }) => {
    const needle = sentence.trim();
    const at = needle ? text.indexOf(needle, cursor) : -1;
    if (at < 0) return { text: needle, start: cursor, end: cursor, probability };
    cursor = at + needle.length;
    return { text: needle, start: at, end: cursor, probability };
  });
}
