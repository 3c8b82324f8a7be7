import type { TrainingConfig } from './fit';

const AI_WARD = 1;
const HUMAN_WARD = -1;

/**
 * Allowed weight directions, from what is known about machine text in
 * general. A weight the corpus pushes the other way is pinned to 0 instead
 * (see fitSignConstrainedLogistic): "plain writing lacks semicolons" must
 * never turn into "lacking semicolons means AI".
 */
export const FEATURE_SIGNS: Record<string, -1 | 0 | 1> = {
  // Machine text is more even: sentence and paragraph lengths vary less.
  burstiness: HUMAN_WARD,
  burstinessLongProse: HUMAN_WARD,
  maxOverMeanLen: HUMAN_WARD,
  paragraphLenCv: HUMAN_WARD,
  // GPT-style prose rarely writes sentences of <= 8 or >= 35 words.
  shortSentFrac: HUMAN_WARD,
  longSentFrac: HUMAN_WARD,
  // Stock connectives, promotional vocabulary, fronted adverbials, triads.
  discourseMarkerRate: AI_WARD,
  modelVocabularyRate: AI_WARD,
  introCommaFrac: AI_WARD,
  triadRate: AI_WARD,
  // Specifics and rich punctuation (; : ( ) dashes quotes, digits) are human habits.
  richPunctuationRate: HUMAN_WARD,
  digitRate: HUMAN_WARD,
  // Formal, varied vocabulary and dense clauses may point to a model, but
  // their absence must never: plain writers use short words and few commas.
  mattr: AI_WARD,
  wordLenMean: AI_WARD,
  commasPerSentence: AI_WARD,
  // Conversational, personal habits.
  questionExclaimFrac: HUMAN_WARD,
  // Variants and candidates evaluated in the report.
  richPunctNoQuoteRate: HUMAN_WARD,
  modelVocabularyShrunk: AI_WARD,
  semicolonRate: HUMAN_WARD,
  dashRate: HUMAN_WARD,
  quoteRate: HUMAN_WARD,
  // Human prose varies more from sentence to sentence in every dimension.
  commaSd: HUMAN_WARD,
  wordLenSentCv: HUMAN_WARD,
  shortWordShareSd: HUMAN_WARD,
  selfCoverageSd: HUMAN_WARD,
  openerEntropy: 0,
  // Dense specifics (years, multi-word names, numbers) are human habits.
  yearRate: HUMAN_WARD,
  capSeqRate: HUMAN_WARD,
  numberRate: HUMAN_WARD,
  longSentLetterFrac: HUMAN_WARD,
  longSentLetterFrac160: HUMAN_WARD,
  longSentLetterFrac200: HUMAN_WARD,
  // Even clause lengths, repeated sentence openers, one topic word in every
  // sentence: habits of generated text (evaluated, not shipped).
  clauseLenCv: HUMAN_WARD,
  openerPairRepeat: AI_WARD,
  topicWordCoverage: AI_WARD,
};

/** The shipped configuration: every choice the training run makes. */
export const TRAINING_CONFIG: TrainingConfig = {
  features: [
    'longSentLetterFrac',
    'burstinessLongProse',
    'paragraphLenCv',
    'discourseMarkerRate',
    'modelVocabularyShrunk',
    'introCommaFrac',
    'richPunctNoQuoteRate',
    'semicolonRate',
    'digitRate',
  ],
  signs: FEATURE_SIGNS,
  interactions: [],
  l2: 0.01,
  zClip: 4,
  targetFpr: 0.05,
  innerFolds: 5,
  seed: 20240611,
  centering: 'balanced',
  // A sentence-length spread over 4 sentences is mostly noise: its
  // standardized value is scaled by n / (n + 8), n = number of sentences.
  shrinkage: { burstinessLongProse: ['sentenceCount', 8] },
  // Threshold from scores of texts whose whole topic group (domain/language/
  // category) was left out of the fit, at 5% FPR in the worst domain/language.
  thresholdFolds: 'group',
  thresholdBy: 'worst-group',
};

const withFeatures = (...extra: string[]): TrainingConfig => ({
  ...TRAINING_CONFIG,
  features: [...TRAINING_CONFIG.features, ...extra],
});
const replacing = (from: string, to: string): TrainingConfig => ({
  ...TRAINING_CONFIG,
  features: TRAINING_CONFIG.features.map((f) => (f === from ? to : f)),
});

/** The configuration shipped before this revision, for comparison. */
export const PREVIOUS_CONFIG: TrainingConfig = {
  ...TRAINING_CONFIG,
  features: TRAINING_CONFIG.features.map((f) => (f === 'longSentLetterFrac' ? 'longSentFrac' : f)),
  shrinkage: undefined,
  thresholdFolds: 'stratified',
  thresholdBy: 'pooled',
};

/** The model shipped two revisions ago. */
export const OLDER_CONFIG: TrainingConfig = {
  ...PREVIOUS_CONFIG,
  centering: 'all',
  features: [
    'shortSentFrac',
    'longSentFrac',
    'paragraphLenCv',
    'discourseMarkerRate',
    'modelVocabularyRate',
    'introCommaFrac',
    'richPunctuationRate',
    'digitRate',
  ],
};

/**
 * Alternatives evaluated in the same run for the report, so the trade-offs
 * behind the shipped choice are reproducible rather than anecdotal.
 */
export const ABLATIONS: Array<{ name: string; config: TrainingConfig }> = [
  {
    name: 'previous shipped configuration (long sentences in words, no shrinkage, pooled threshold on stratified folds)',
    config: PREVIOUS_CONFIG,
  },
  {
    name: 'model shipped two revisions ago (quotes counted, no burstiness, all-data centring)',
    config: OLDER_CONFIG,
  },
  {
    name: 'threshold: pooled over training humans (stratified folds)',
    config: { ...TRAINING_CONFIG, thresholdFolds: 'stratified', thresholdBy: 'pooled' },
  },
  {
    name: 'threshold: pooled over training humans (topic-group folds)',
    config: { ...TRAINING_CONFIG, thresholdBy: 'pooled' },
  },
  {
    name: 'threshold: worst domain/language group (stratified folds)',
    config: { ...TRAINING_CONFIG, thresholdFolds: 'stratified' },
  },
  {
    name: 'threshold: pooled at 2.5% FPR (stratified folds)',
    config: {
      ...TRAINING_CONFIG,
      thresholdFolds: 'stratified',
      thresholdBy: 'pooled',
      targetFpr: 0.025,
    },
  },
  {
    name: 'shipped, long sentences counted in words (>= 35) instead of letters',
    config: replacing('longSentLetterFrac', 'longSentFrac'),
  },
  {
    name: 'shipped, long sentences at >= 160 letters',
    config: replacing('longSentLetterFrac', 'longSentLetterFrac160'),
  },
  {
    name: 'shipped, long sentences at >= 200 letters',
    config: replacing('longSentLetterFrac', 'longSentLetterFrac200'),
  },
  {
    name: 'shipped, burstiness not shrunk by sentence count',
    config: { ...TRAINING_CONFIG, shrinkage: undefined },
  },
  {
    name: 'shipped as a monotone additive model (hinge at the median, same sign constraints)',
    config: { ...TRAINING_CONFIG, shapeKnots: [0.5] },
  },
  {
    name: 'shipped as a monotone additive model (hinges at the quartiles)',
    config: { ...TRAINING_CONFIG, shapeKnots: [0.25, 0.5, 0.75] },
  },
  {
    name: 'shipped, group-robust fit (training groups reweighted toward the worst, 5 rounds)',
    config: { ...TRAINING_CONFIG, groupRobust: { rounds: 5, step: 1 } },
  },
  {
    name: 'shipped + clause-length spread (split at , ; : brackets dashes)',
    config: withFeatures('clauseLenCv'),
  },
  {
    name: 'shipped + repeated sentence openers (first two words)',
    config: withFeatures('openerPairRepeat'),
  },
  {
    name: 'shipped + topic-word coverage (share of sentences with the most frequent long word)',
    config: withFeatures('topicWordCoverage'),
  },
  {
    name: 'shipped, centred on the all-data mean instead of the class midpoint',
    config: { ...TRAINING_CONFIG, centering: 'all' },
  },
  {
    name: 'shipped, quotation marks counted as rich punctuation',
    config: replacing('richPunctNoQuoteRate', 'richPunctuationRate'),
  },
  {
    name: 'shipped, model vocabulary as a plain rate (not shrunk)',
    config: replacing('modelVocabularyShrunk', 'modelVocabularyRate'),
  },
  {
    name: 'shipped without gated burstiness',
    config: {
      ...TRAINING_CONFIG,
      features: TRAINING_CONFIG.features.filter((f) => f !== 'burstinessLongProse'),
    },
  },
  { name: 'shipped + short-sentence share', config: withFeatures('shortSentFrac') },
  { name: 'shipped, burstiness ungated', config: replacing('burstinessLongProse', 'burstiness') },
  { name: 'shipped + max/mean sentence length', config: withFeatures('maxOverMeanLen') },
  { name: 'shipped + spread of commas per sentence', config: withFeatures('commaSd') },
  {
    name: 'shipped + per-sentence uniformity (word length CV, short-word share SD, opener entropy)',
    config: withFeatures('wordLenSentCv', 'shortWordShareSd', 'openerEntropy'),
  },
  {
    name: 'shipped + self-predictability spread (char 4-gram overlap with neighbouring sentences)',
    config: withFeatures('selfCoverageSd'),
  },
  {
    name: 'shipped + specifics (years, multi-word names, numbers per word)',
    config: withFeatures('yearRate', 'capSeqRate', 'numberRate'),
  },
  {
    name: 'shipped + dashes and quotation marks as separate rates',
    config: withFeatures('dashRate', 'quoteRate'),
  },
  {
    name: 'all register features, NO sign constraints (what the corpus alone would learn)',
    config: {
      ...TRAINING_CONFIG,
      signs: {},
      features: [
        'burstiness',
        'maxOverMeanLen',
        'shortSentFrac',
        'longSentFrac',
        'paragraphLenCv',
        'sentLenLogMean',
        'wordLenMean',
        'commasPerSentence',
        'mattr',
        'discourseMarkerRate',
        'modelVocabularyRate',
        'introCommaFrac',
        'triadRate',
        'richPunctuationRate',
        'digitRate',
        'capitalizedMidFrac',
        'questionExclaimFrac',
      ],
    },
  },
];
