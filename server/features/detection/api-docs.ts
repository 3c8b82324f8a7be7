import { REPORT_FORMATS, TOO_SHORT_MESSAGE, textTooLongMessage } from '@common/detection';
import { aiCallErrors, errorDoc, type FeatureDocs, fileDoc } from '../../openapi/route-docs';

const text =
  'The committee met on Tuesday. It reviewed the budget, and it approved the plan with two changes.';

/** A result as the local detector and a narrative model give it. */
export const detectionResultExample = {
  isAI: false,
  confidence: 0.18,
  details:
    'Local detector (built in): 18% probability of AI authorship over 2 sentences; likely human.',
  probability: 0.18,
  burstiness: 0.62,
  humanLikelihood: 'Likely human',
  isAIGenerated: false,
  sentences: [
    { text: 'The committee met on Tuesday.', start: 0, end: 29, probability: 0.12 },
    {
      text: 'It reviewed the budget, and it approved the plan with two changes.',
      start: 30,
      end: 96,
      probability: 0.21,
    },
  ],
  detector: 'local',
  // The red band: the verdict is exactly "probability ≥ 0.7" (issue 35).
  threshold: 0.7,
  // 17 words: under 150, so the verdict is marked low-confidence.
  lowConfidence: true,
  reasons: ['Sentence lengths vary, from 5 to 12 words.'],
  modelVersion: 'style-phrases-0123456789ab',
  assessment: 'A plain, factual record with varied sentence length.',
  intelligenceScore: 62,
  surfaceAnalysis: {
    grammar: 'Correct throughout.',
    lexicalPrecision: 'Plain but exact.',
    stylistic: 'Minutes-like, terse.',
  },
  deepAnalysis: {
    'Argument structure': {
      assessment: 'A report rather than an argument.',
      quotedExamples: ['The committee met on Tuesday.'],
    },
  },
  psychologicalProfile: 'A careful recorder of facts.',
  errata: [],
  recommendations: ['Say what the two changes were.'],
  narrative: { provider: 'openai', available: true, droppedQuotes: 0 },
};

const withoutNarrative = {
  ...detectionResultExample,
  assessment: null,
  intelligenceScore: null,
  surfaceAnalysis: null,
  deepAnalysis: {},
  psychologicalProfile: null,
  recommendations: [],
  narrative: {
    provider: 'openai',
    available: false,
    message: 'OpenAI API key is required for GPT models. Please add it in Settings.',
    droppedQuotes: 0,
  },
};

const detectionErrors = {
  400: errorDoc('No text, or too little to judge.', 'Text is required', TOO_SHORT_MESSAGE),
  413: errorDoc('More than 1,000,000 characters.', textTooLongMessage(1_250_000)),
};

export const detectionDocs: FeatureDocs = {
  tag: 'AI detection',
  description:
    "How AI-like a text reads, from the embedded detector or GPTZero, with a model's narrative, and the assessment report as a file.",
  routes: {
    'POST /api/detect-ai': {
      summary: 'How likely a text was written by AI',
      description:
        'The embedded detector scores the text and each sentence (no key needed); the model named by `provider` writes the narrative parts, which are null or empty when it cannot (`narrative` says why). With `provider: "gptzero"` GPTZero scores instead.',
      bodyExamples: {
        'Local scores, OpenAI narrative': { text, provider: 'openai' },
        GPTZero: { text, provider: 'gptzero' },
      },
      responses: {
        200: {
          description:
            'Both of the spec’s forms: the simple one (isAI, confidence, details) and the full one.',
          examples: {
            'With a narrative': detectionResultExample,
            'No model available': withoutNarrative,
          },
        },
        ...detectionErrors,
        ...aiCallErrors({
          missingKey:
            'GPTZero API key is required for GPTZero detection. Please add it in Settings.',
          provider: 'GPTZero',
          service: 'GPTZero',
        }),
        502: errorDoc('GPTZero failed.', 'detection provider API error: 500 Internal Server Error'),
        503: errorDoc(
          'Every scoring worker is busy and the request cannot wait (the queue, or the share of its address, is full, or it waited 5 s), or GPTZero has no key.',
          'The detector is busy with other texts. Please try again in a moment.',
          'GPTZero API key is required for GPTZero detection. Please add it in Settings.',
        ),
      },
    },
    'POST /api/generate-assessment-report': {
      summary: 'The detection report as a DOCX, PDF or TXT file',
      description:
        'With `result` (the detection the browser already shows) the report reuses it, its figures measured again and its quotations checked again; without it the detection runs first.',
      bodyExamples: {
        'From a shown result': { text, format: 'pdf', result: detectionResultExample },
        'Detect, then report': { text, format: 'docx', provider: 'openai' },
      },
      responses: {
        200: fileDoc(
          `The report (${REPORT_FORMATS.join(', ')}), as a download.`,
          'application/octet-stream',
          {
            'content-type': 'The format’s type: DOCX, application/pdf or text/plain.',
            'content-disposition': 'attachment; filename="intelligence-assessment-2026-11-22.pdf"',
          },
        ),
        ...detectionErrors,
        400: errorDoc(
          'Validation.',
          'Text is required',
          TOO_SHORT_MESSAGE,
          'Format must be docx, pdf or txt',
        ),
        503: errorDoc(
          'Every scoring worker or report writer is busy.',
          'The server is busy writing other files. Please try again in a moment.',
        ),
      },
    },
  },
};
