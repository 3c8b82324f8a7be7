/**
 * Document and per-sentence scoring.
 *
 * A single sentence has no burstiness, no rhythm and too few words for any
 * rate to mean much, so a sentence's score is the model applied to a window
 * of its neighbours centred on it. Paragraph regularity cannot be measured
 * inside a window and is taken from the whole document.
 */
import {
  type FeatureValues,
  featuresOfSentences,
  REPORTED_FEATURE_NAMES,
  type SegmentedText,
  segmentText,
} from './features';
import { type DetectorModel, linearScore, standardize } from './model';
import { coefficientOfVariation, sigmoid } from './stats';

export interface SentenceScore {
  text: string;
  start: number;
  end: number;
  probability: number;
}

export interface DetectorResult {
  /** Probability (0..1) that the text is machine-generated. */
  probability: number;
  isAIGenerated: boolean;
  /** Coefficient of variation of sentence lengths in words (0 for fewer than two sentences). */
  burstiness: number;
  sentences: SentenceScore[];
  /**
   * Every measurable reported feature of the whole text (REPORTED_FEATURE_NAMES
   * plus the model's); unmeasurable ones are omitted.
   */
  features: Record<string, number>;
}

/** Sentences on each side of the scored sentence. */
export const WINDOW_RADIUS = 2;

/**
 * Below this many words the evidence is shrunk toward 0.5 ("cannot tell"):
 * the model was fitted on texts of 75+ words, and a rate over ten words is
 * mostly noise. The log-odds are scaled by words / FULL_EVIDENCE_WORDS.
 */
export const FULL_EVIDENCE_WORDS = 60;

function shrunkProbability(
  features: FeatureValues,
  wordCount: number,
  model: DetectorModel,
): number {
  const logOdds = linearScore(standardize(features, model), model);
  const confidence = Math.min(1, wordCount / FULL_EVIDENCE_WORDS);
  return sigmoid(logOdds * confidence);
}

/** Features a model reads: its own plus the counts its shrinkage refers to. */
function modelInputs(model: DetectorModel): string[] {
  const counts = (model.shrinkage?.count ?? []).filter((name) => name !== '');
  return [...new Set([...model.features, ...counts])];
}

function windowBounds(index: number, count: number): [number, number] {
  // Keep the window full-size near the edges by sliding it inwards.
  const size = Math.min(count, 2 * WINDOW_RADIUS + 1);
  let from = Math.max(0, index - WINDOW_RADIUS);
  from = Math.min(from, count - size);
  return [from, from + size];
}

function scoreSentences(seg: SegmentedText, model: DetectorModel): SentenceScore[] {
  const texts = seg.sentences.map((s) => s.text);
  const inputs = modelInputs(model);
  return seg.sentences.map((sentence, i) => {
    const [from, to] = windowBounds(i, seg.sentences.length);
    const words = seg.sentenceWords.slice(from, to);
    const features = featuresOfSentences(
      texts.slice(from, to),
      words,
      seg.paragraphWordCounts,
      inputs,
    );
    const wordCount = words.reduce((n, w) => n + w.length, 0);
    return {
      text: sentence.text,
      start: sentence.start,
      end: sentence.end,
      probability: shrunkProbability(features, wordCount, model),
    };
  });
}

export function scoreText(text: string, model: DetectorModel): DetectorResult {
  const seg = segmentText(text);
  const features = featuresOfSentences(
    seg.sentences.map((s) => s.text),
    seg.sentenceWords,
    seg.paragraphWordCounts,
    [...new Set([...REPORTED_FEATURE_NAMES, ...modelInputs(model)])],
  );
  const wordCount = seg.sentenceWords.reduce((n, w) => n + w.length, 0);
  const probability = shrunkProbability(features, wordCount, model);
  const lengths = seg.sentenceWords.map((w) => w.length).filter((n) => n > 0);
  const measured: Record<string, number> = {};
  for (const [name, value] of Object.entries(features)) {
    if (value !== null && Number.isFinite(value)) measured[name] = value;
  }
  return {
    probability,
    isAIGenerated: probability >= model.threshold,
    burstiness: lengths.length >= 2 ? coefficientOfVariation(lengths) : 0,
    sentences: scoreSentences(seg, model),
    features: measured,
  };
}
