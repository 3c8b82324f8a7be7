import { aiCallErrors, errorDoc, type FeatureDocs } from '../../openapi/route-docs';
import { uploadErrors, uploadForm } from '../documents/api-docs';
import {
  JOB_NOT_FOUND,
  NO_PREVIOUS_OUTPUT,
  NO_TEXT_IN_UPLOAD,
  UNSUPPORTED_UPLOAD,
} from './service';

const jobId = '0b7e3c1a-5d2f-4f7e-9a51-3c2d8e6f4a10';
const passes = [{ pass: 1, outputAiScore: 31, factIssues: [], retried: false }];
const rewritten = 'Our results, published on 3 May 2025, show a 12% rise in yield.';

const errors = {
  ...aiCallErrors({
    missingKey: 'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
    provider: 'DeepSeek',
    service: 'ZHI 3',
  }),
};

export const humanizerDocs: FeatureDocs = {
  tag: 'Humanizer (GPT Bypass)',
  description:
    'Rewrites a text in the style of human samples, pass after pass, each scored by the AI detector; jobs are kept for their owner.',
  routes: {
    'POST /api/gpt-bypass/upload': {
      summary: 'Read a file into Box A, with its AI score',
      bodies: [uploadForm('file', 'A .txt, .pdf, .doc or .docx file, at most 25 MB.')],
      responses: {
        200: {
          description:
            'The text and its word count; `id` when a signed-in user’s upload was kept; `aiScore` (0–100) null under 50 characters.',
          examples: {
            Uploaded: {
              document: { content: rewritten, filename: 'results.docx', wordCount: 12, id: null },
              aiScore: 64,
            },
          },
        },
        ...uploadErrors('file'),
        415: errorDoc('Another kind of file.', UNSUPPORTED_UPLOAD),
        422: errorDoc('No text in the file (or it cannot be read).', NO_TEXT_IN_UPLOAD),
      },
    },
    'POST /api/gpt-bypass/analyze-text': {
      summary: 'The AI score of a text (0–100, local detector)',
      bodyExamples: { 'A paragraph': { text: rewritten } },
      responses: {
        200: {
          description: 'The score: above 50 reads as AI.',
          examples: { Scored: { aiScore: 64 } },
        },
        400: errorDoc('No text.', 'Text is required'),
        503: errorDoc(
          'Every scoring worker is busy.',
          'The detector is busy with other texts. Please try again in a moment.',
        ),
      },
    },
    'POST /api/gpt-bypass/rewrite': {
      summary: 'Rewrite a text so that it reads less like AI, with its facts kept',
      description:
        '`selectedPresets` are technique ids; `selectedStyleSamples` / `selectedContentSamples` are ids of the caller’s active library references. Numbers, dates, names, quotations, citations and URLs are compared after every pass; a pass that changed one is retried once, and what still differs is in `factIssues`. A `targetScore` runs up to three passes. The run is kept as a job, owned by the account or the browser session.',
      bodyExamples: {
        'One pass': {
          inputText: rewritten,
          provider: 'deepseek',
          selectedPresets: ['sentence-length-swings'],
        },
        'To a target score': {
          inputText: rewritten,
          provider: 'anthropic',
          targetScore: 30,
          mixingMode: 'style',
        },
      },
      responses: {
        200: {
          description:
            'The rewrite, its scores before and after, the passes, and the facts that still differ.',
          examples: {
            'Facts kept': {
              rewrittenText: rewritten,
              inputAiScore: 64,
              outputAiScore: 31,
              jobId,
              passes,
              factIssues: [],
            },
            'A date changed': {
              rewrittenText: 'Our results, published in May, show a 12% rise in yield.',
              inputAiScore: 64,
              outputAiScore: 28,
              jobId,
              passes: [
                {
                  pass: 1,
                  outputAiScore: 28,
                  factIssues: [{ kind: 'number', change: 'dropped', before: '3 May 2025' }],
                  retried: true,
                },
              ],
              factIssues: [{ kind: 'number', change: 'dropped', before: '3 May 2025' }],
            },
          },
        },
        400: errorDoc(
          'Validation.',
          'Input text is required',
          'Provider is required',
          'Maximum 10 style samples allowed',
          'Maximum 10 content samples allowed',
        ),
        ...errors,
      },
    },
    'POST /api/gpt-bypass/re-rewrite/:jobId': {
      summary: 'Rewrite a job’s last output again',
      description: 'The same job: its last output is the new input.',
      bodyExamples: {
        'Again, with an instruction': {
          provider: 'deepseek',
          customInstructions: 'Shorter sentences.',
        },
      },
      responses: {
        200: {
          description: 'The new rewrite, under the same jobId.',
          examples: {
            Rewritten: {
              rewrittenText: rewritten,
              outputAiScore: 24,
              jobId,
              passes,
              factIssues: [],
            },
          },
        },
        400: errorDoc('Validation.', 'Provider is required'),
        404: errorDoc(
          'No such job for this caller (another owner’s jobs included).',
          JOB_NOT_FOUND,
        ),
        409: errorDoc('The job has no output yet.', NO_PREVIOUS_OUTPUT),
        ...errors,
      },
    },
  },
};
