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
  // Habits added for issue 14 (habit-features.ts). Repeated word pairs and
  // sentence shapes, stock assistant phrases: machine habits. Casual typed
  // marks, contractions and brackets: human habits. The function-word rates
  // flip direction between genres (see docs/detector.md) and stay free, i.e.
  // unshipped.
  bigramRepeat: AI_WARD,
  trigramRepeat: AI_WARD,
  shapeRepeat: AI_WARD,
  assistantPhraseRate: AI_WARD,
  casualMarkRate: HUMAN_WARD,
  contractionRate: HUMAN_WARD,
  parenthesisRate: HUMAN_WARD,
  clauseLenCvAll: HUMAN_WARD,
  commaCv: HUMAN_WARD,
  adjacentLenDiff: HUMAN_WARD,
};

/** The shipped configuration: every choice the training run makes. */
export const TRAINING_CONFIG: TrainingConfig = {
  features: [
    // Rhythm: sentence-length spread, measured only when sentences average 12+ words.
    'burstinessLongProse',
    // Stock connectives, assistant vocabulary and phrases, fronted adverbials, triads.
    'discourseMarkerRate',
    'modelVocabularyShrunk',
    'assistantPhraseRate',
    'introCommaFrac',
    'triadRate',
    // Repetition of structures: word pairs repeated within 100 words.
    'bigramRepeat',
    // Punctuation and typing habits.
    'richPunctNoQuoteRate',
    'semicolonRate',
    'casualMarkRate',
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
  // Threshold from scores of texts whose whole genre was left out of the fit
  // (Example.group is the genre), at 5% FPR in the worst genre/language.
  thresholdFolds: 'group',
  thresholdBy: 'worst-group',
};

const withFeatures = (...extra: string[]): TrainingConfig => ({
  ...TRAINING_CONFIG,
  features: [...TRAINING_CONFIG.features, ...extra],
});
const without = (...drop: string[]): TrainingConfig => ({
  ...TRAINING_CONFIG,
  features: TRAINING_CONFIG.features.filter((f) => !drop.includes(f)),
});

/** The model shipped before issue 14 (fitted on the wiki-news file alone), refitted on both files. */
export const PREVIOUS_CONFIG: TrainingConfig = {
  ...TRAINING_CONFIG,
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
};

/**
 * Alternatives evaluated in the same run for the report, so the trade-offs
 * behind the shipped choice are reproducible rather than anecdotal.
 */
export const ABLATIONS: Array<{ name: string; config: TrainingConfig }> = [
  {
    name: 'previous shipped feature set (issue 9), refitted on both files',
    config: PREVIOUS_CONFIG,
  },
  {
    name: 'threshold from out-of-fold scores of left-out text groups (not whole genres)',
    config: { ...TRAINING_CONFIG, thresholdGroupBy: 'text-group' },
  },
  {
    name: 'threshold pooled over training humans',
    config: { ...TRAINING_CONFIG, thresholdBy: 'pooled' },
  },
  { name: 'without repeated word pairs', config: without('bigramRepeat') },
  {
    name: 'without the new habits (assistant phrases, casual marks, repeated pairs)',
    config: without('bigramRepeat', 'assistantPhraseRate', 'casualMarkRate'),
  },
  { name: '+ repeated word triples', config: withFeatures('trigramRepeat') },
  { name: '+ paragraph-length spread', config: withFeatures('paragraphLenCv') },
  { name: '+ clause-length spread (ungated)', config: withFeatures('clauseLenCvAll') },
  { name: '+ spread of commas per sentence (CV)', config: withFeatures('commaCv') },
  { name: '+ quotation marks as rich punctuation', config: withFeatures('richPunctuationRate') },
  {
    name: '+ repeated sentence shapes and openers',
    config: withFeatures('shapeRepeat', 'openerPairRepeat'),
  },
  {
    name: '+ contractions and brackets',
    config: withFeatures('contractionRate', 'parenthesisRate'),
  },
  { name: '+ adjacent sentence-length change', config: withFeatures('adjacentLenDiff') },
  {
    name: '+ function-word profile (articles, pronouns, prepositions, conjunctions, auxiliaries, determiners), free signs',
    config: withFeatures(
      'articleRate',
      'pronounRate',
      'prepositionRate',
      'conjunctionRate',
      'auxiliaryRate',
      'determinerRate',
    ),
  },
  {
    name: 'register features with NO sign constraints (what the corpus alone would learn)',
    config: {
      ...TRAINING_CONFIG,
      signs: {},
      features: [
        ...TRAINING_CONFIG.features,
        'sentLenLogMean',
        'wordLenMean',
        'commasPerSentence',
        'mattr',
        'capitalizedMidFrac',
      ],
    },
  },
];
