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
import { isLikelyAi, MIXED_FROM } from '@common/detection-bands';
import { LOW_CONFIDENCE_WORDS } from '@common/detection-confidence';
import {
  type FeatureValues,
  featuresOfSentences,
  REPORTED_FEATURE_NAMES,
  type SegmentedText,
  segmentText,
} from './features';
import {
  indexSentencePhrases,
  lexicalEvidence,
  lexicalLogOdds,
  lexicalTokens,
  type PhraseContribution,
  readsAsEnglish,
  windowLexicalEvidence,
} from './lexical';
import { type DetectorModel, linearScore, sentenceLogOdds, standardize } from './model';
import { explainSpan, type Reason } from './reasons';
import { coefficientOfVariation, sigmoid } from './stats';

export interface SentenceScore {
  text: string;
  start: number;
  end: number;
  probability: number;
  /** For a yellow or red sentence: the two or three signals that weighed most, in plain words. */
  reasons?: string[];
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
  /** The two or three signals that weighed most toward the verdict's side, in plain words. */
  reasons: Reason[];
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

/**
 * Raw log-odds of a span: the style model's, or (v3) the style and phrase models' weighed
 * together. Not yet calibrated.
 */
/** The combined raw score from the style log-odds and (English, v3) the phrase log-odds. */
function combineRaw(
  style: number,
  lexical: number | undefined,
  model: DetectorModel,
  english: boolean,
): number {
  const c = model.combine;
  if (!c || !model.lexical) return style;
  if (!english || lexical === undefined)
    return c.otherLanguages.style * style + c.otherLanguages.bias;
  return c.style * style + c.lexical * lexical + c.bias;
}

function rawLogOdds(
  features: FeatureValues,
  tokens: readonly string[],
  model: DetectorModel,
  english: boolean,
): number {
  const style = linearScore(standardize(features, model), model);
  const lexical = english && model.lexical ? lexicalLogOdds(tokens, model.lexical) : undefined;
  return combineRaw(style, lexical, model, english);
}

/** The raw score a calibrated model maps to 0.5: "cannot tell". */
function neutralRaw(model: DetectorModel): number {
  return model.calibration ? -model.calibration.offset / model.calibration.scale : 0;
}

/** The probability a user sees: calibrated when the model carries a calibration. */
export function calibratedProbability(raw: number, model: DetectorModel): number {
  const c = model.calibration;
  return sigmoid(c ? c.scale * raw + c.offset : raw);
}

function shrunkLogOdds(
  features: FeatureValues,
  tokens: readonly string[],
  wordCount: number,
  model: DetectorModel,
  english: boolean,
): number {
  const neutral = neutralRaw(model);
  const raw = rawLogOdds(features, tokens, model, english);
  return neutral + (raw - neutral) * Math.min(1, wordCount / FULL_EVIDENCE_WORDS);
}

/** The verdict: for a calibrated model exactly the red band; before v3 the model's own threshold. */
function verdict(probability: number, model: DetectorModel): boolean {
  return model.calibration ? isLikelyAi(probability) : probability >= model.threshold;
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

/** What a window was read from, kept so a yellow or red sentence can be explained without re-reading it. */
interface WindowDetail {
  from: number;
  to: number;
  features: FeatureValues;
  phrases: PhraseContribution[];
}

function windowScores(
  sentenceTexts: readonly string[],
  sentenceWords: readonly string[][],
  paragraphWordCounts: readonly number[],
  model: DetectorModel,
  english: boolean,
): Array<WindowEvidence & { detail: WindowDetail }> {
  const inputs = modelInputs(model);
  const counts = new Map<string, Array<number | undefined>>();
  const phraseModel = english ? model.lexical : undefined;
  const sentenceTokens = phraseModel ? sentenceTexts.map((t) => lexicalTokens(t)) : [];
  const index = phraseModel ? indexSentencePhrases(sentenceTokens, phraseModel) : null;
  const scratch = index ? new Int32Array(index.phrases.length) : undefined;
  const neutral = neutralRaw(model);
  // `indices` are consecutive: the window, or the sentence alone.
  const read = (indices: number[]) => {
    const words = indices.map((k) => sentenceWords[k]!);
    const features = featuresOfSentences(
      indices.map((k) => sentenceTexts[k]!),
      words,
      paragraphWordCounts,
      inputs,
      { counts, offset: indices[0]! },
    );
    const lexical =
      phraseModel && index
        ? windowLexicalEvidence(
            index,
            indices[0]!,
            indices[0]! + indices.length,
            phraseModel,
            scratch,
          )
        : null;
    const raw = combineRaw(
      linearScore(standardize(features, model), model),
      lexical?.logOdds,
      model,
      english,
    );
    const wordCount = words.reduce((n, w) => n + w.length, 0);
    return { features, phrases: lexical?.phrases ?? [], raw, wordCount };
  };
  return sentenceTexts.map((_, i) => {
    const [from, to] = windowBounds(i, sentenceTexts.length);
    const w = read(Array.from({ length: to - from }, (_, k) => from + k));
    const alone = read([i]).raw;
    const window = neutral + (w.raw - neutral) * Math.min(1, w.wordCount / FULL_EVIDENCE_WORDS);
    return {
      window,
      alone,
      detail: { from, to, features: w.features, phrases: w.phrases },
    };
  });
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
  /** Whether the whole text reads as English (the phrase model applies); decided once per text. */
  english = true,
): WindowEvidence[] {
  return windowScores(sentenceTexts, sentenceWords, paragraphWordCounts, model, english).map(
    ({ window, alone }) => ({ window, alone }),
  );
}

function scoreSentences(
  seg: SegmentedText,
  model: DetectorModel,
  english: boolean,
): SentenceScore[] {
  const texts = seg.sentences.map((s) => s.text);
  const windows = windowScores(texts, seg.sentenceWords, seg.paragraphWordCounts, model, english);
  return seg.sentences.map((sentence, i) => {
    const own = model.sentence ? sentenceLogOdds(windows[i]!, model.sentence) : windows[i]!.window;
    const probability = calibratedProbability(own, model);
    const scored: SentenceScore = {
      text: sentence.text,
      start: sentence.start,
      end: sentence.end,
      probability,
    };
    if (probability >= MIXED_FROM && model.calibration) {
      // Explained from the window it was read with: rhythm and rates need its neighbours.
      const d = windows[i]!.detail;
      const reasons = explainSpan({
        texts: texts.slice(d.from, d.to),
        words: seg.sentenceWords.slice(d.from, d.to),
        features: d.features,
        phrases: d.phrases,
        model,
        side: 'ai',
        english,
      });
      if (reasons.length > 0) scored.reasons = reasons.map((r) => r.text);
    }
    return scored;
  });
}

function phrasesOf(tokens: readonly string[], model: DetectorModel): PhraseContribution[] {
  return model.lexical ? lexicalEvidence(tokens, model.lexical).phrases : [];
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
  const tokens = model.lexical ? lexicalTokens(text) : [];
  const english = readsAsEnglish(tokens);
  const probability = calibratedProbability(
    shrunkLogOdds(features, tokens, wordCount, model, english),
    model,
  );
  const lengths = seg.sentenceWords.map((w) => w.length).filter((n) => n > 0);
  const measured: Record<string, number> = {};
  for (const [name, value] of Object.entries(features)) {
    if (value !== null && Number.isFinite(value)) measured[name] = value;
  }
  return {
    probability,
    isAIGenerated: verdict(probability, model),
    burstiness: lengths.length >= 2 ? coefficientOfVariation(lengths) : 0,
    sentences: scoreSentences(seg, model, english),
    wordCount,
    lowConfidence: wordCount < LOW_CONFIDENCE_WORDS,
    features: measured,
    reasons: explainSpan({
      texts: seg.sentences.map((s) => s.text),
      words: seg.sentenceWords,
      features,
      model,
      side: probability >= MIXED_FROM ? 'ai' : 'human',
      english,
      phrases: english ? phrasesOf(tokens, model) : [],
    }),
  };
}
