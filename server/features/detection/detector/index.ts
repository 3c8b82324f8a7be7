import { type DetectorModel, validateModel } from './model';
// Imported statically so the bundler inlines it: the built server has no model.json beside it.
import shippedModel from './model.json' with { type: 'json' };

export {
  extractFeatures,
  FEATURE_NAMES,
  type FeatureValues,
  featuresOfSentences,
  movingAverageTypeTokenRatio,
  REPORTED_FEATURE_NAMES,
  repeatedNgramRate,
  type SegmentedText,
  type Span,
  segmentText,
  splitParagraphs,
  splitSentences,
  splitWords,
} from './features';
export {
  type DetectorModel,
  type InteractionTerm,
  predictProbability,
  type SentenceModel,
  sentenceLogOdds,
  validateModel,
} from './model';
export {
  type DetectorResult,
  FULL_EVIDENCE_WORDS,
  LOW_CONFIDENCE_WORDS,
  type SentenceScore,
  scoreText,
  WINDOW_RADIUS,
  type WindowEvidence,
  windowEvidence,
} from './score';

let cached: DetectorModel | undefined;

/** The model shipped next to this module (validated once). */
export function loadDefaultModel(): DetectorModel {
  cached ??= validateModel(shippedModel);
  return cached;
}
