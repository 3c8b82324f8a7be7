/**
 * Document and per-sentence scoring.
 *
 * A single sentence has no burstiness, no rhythm and too few words for any
 * rate to mean much, so a sentence's score starts from the model applied to a
 * window of its neighbours centred on it (paragraph regularity is taken from
 * the whole document). The model applied to the sentence alone is then mixed
 * in, as the model's `sentence` part says, so a casual human sentence next to
 * machine boilerplate is not simply shaded like its neighbours.
 */
import { LOW_CONFIDENCE_WORDS } from '../../../../common/detection-confidence';
import {
  type FeatureValues,
  featuresOfSentences,
  REPORTED_FEATURE_NAMES,
  type SegmentedText,
  segmentText,
} from './features';
import { type DetectorModel, linearScore, sentenceLogOdds, standardize } from './model';
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
  /** Words in the text (splitWords). */
  wordCount: number;
  /**
   * Fewer than LOW_CONFIDENCE_WORDS words: the verdict rests on too little text
   * to be relied on (the features are rates and spreads over sentences).
   */
  lowConfidence: boolean;
  /**
   * The model's measurable features of the whole text (with `allFeatures`, every
   * reported feature too); unmeasurable ones are omitted.
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

export { LOW_CONFIDENCE_WORDS };

function shrunkLogOdds(features: FeatureValues, wordCount: number, model: DetectorModel): number {
  const logOdds = linearScore(standardize(features, model), model);
  return logOdds * Math.min(1, wordCount / FULL_EVIDENCE_WORDS);
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

export interface WindowEvidence {
  /** Log-odds of the window: the sentence and WINDOW_RADIUS neighbours each side. */
  window: number;
  /**
   * Log-odds of the sentence on its own (not shrunk for its few words): a
   * casual line reads human here even when its window reads machine-made.
   */
  alone: number;
}

/**
 * Window evidence of every sentence, log-odds shrunk by the window's word count.
 * Exported for training the sentence model on the same numbers the app computes.
 */
export function windowEvidence(
  sentenceTexts: readonly string[],
  sentenceWords: readonly string[][],
  paragraphWordCounts: readonly number[],
  model: DetectorModel,
): WindowEvidence[] {
  const inputs = modelInputs(model);
  const counts = new Map<string, Array<number | undefined>>();
  // `indices` are consecutive: the window, or the sentence alone.
  const logOdds = (indices: number[], shrink = true): number => {
    const words = indices.map((k) => sentenceWords[k]!);
    const features = featuresOfSentences(
      indices.map((k) => sentenceTexts[k]!),
      words,
      paragraphWordCounts,
      inputs,
      { counts, offset: indices[0]! },
    );
    const wordCount = words.reduce((n, w) => n + w.length, 0);
    return shrink
      ? shrunkLogOdds(features, wordCount, model)
      : linearScore(standardize(features, model), model);
  };
  return sentenceTexts.map((_, i) => {
    const [from, to] = windowBounds(i, sentenceTexts.length);
    const all = Array.from({ length: to - from }, (_, k) => from + k);
    return { window: logOdds(all), alone: logOdds([i], false) };
  });
}

function scoreSentences(seg: SegmentedText, model: DetectorModel): SentenceScore[] {
  const texts = seg.sentences.map((s) => s.text);
  const windows = windowEvidence(texts, seg.sentenceWords, seg.paragraphWordCounts, model);
  return seg.sentences.map((sentence, i) => {
    const own = model.sentence ? sentenceLogOdds(windows[i]!, model.sentence) : windows[i]!.window;
    return {
      text: sentence.text,
      start: sentence.start,
      end: sentence.end,
      probability: sigmoid(own),
    };
  });
}

export interface ScoreOptions {
  /**
   * Also measure every reported feature (REPORTED_FEATURE_NAMES), not only the
   * model's: for diagnostics; the app never reads them, and they cost as much
   * as all the sentence windows together.
   */
  allFeatures?: boolean;
}

export function scoreText(
  text: string,
  model: DetectorModel,
  options: ScoreOptions = {},
): DetectorResult {
  const seg = segmentText(text);
  const features = featuresOfSentences(
    seg.sentences.map((s) => s.text),
    seg.sentenceWords,
    seg.paragraphWordCounts,
    options.allFeatures
      ? [...new Set([...REPORTED_FEATURE_NAMES, ...modelInputs(model)])]
      : modelInputs(model),
  );
  const wordCount = seg.sentenceWords.reduce((n, w) => n + w.length, 0);
  const probability = sigmoid(shrunkLogOdds(features, wordCount, model));
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
    wordCount,
    lowConfidence: wordCount < LOW_CONFIDENCE_WORDS,
    features: measured,
  };
}
