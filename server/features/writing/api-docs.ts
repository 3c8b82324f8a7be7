import { checkTooLongMessage, MAX_CHECK_CHARS } from '@common/writing';
import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';

const limit = MAX_CHECK_CHARS.toLocaleString('en-US');

export const writingDocs: FeatureDocs = {
  tag: 'Writing checks',
  description:
    'Spelling, grammar, style and readability checked offline on the server (Harper in a worker thread): free, no key, no credits.',
  routes: {
    'POST /api/check-writing': {
      summary: 'Spelling, grammar, style and readability of a text',
      description: `Checked on the server with Harper (offline, no key, no credits) and Hemingway-style readability measures. \`start\`/\`end\` are offsets in JavaScript string units (UTF-16), so \`text.slice(start, end)\` is the text the issue is about; \`replacements\` may be empty. \`kind\` is spelling, grammar, style or readability (hard and very hard sentences, passive voice, adverbs). \`dialect\` is en-US (the default) or en-GB. At most ${limit} characters.`,
      bodyExamples: {
        'A sentence with a misspelling': { text: 'I recieve the letters.', dialect: 'en-US' },
      },
      responses: {
        200: {
          description: 'The issues in text order, and the readability figures of the whole text.',
          examples: {
            'One misspelling': {
              issues: [
                {
                  start: 2,
                  end: 9,
                  kind: 'spelling',
                  message: 'Did you mean to spell `recieve` this way?',
                  replacements: ['receive', 'relieve', 'recipe'],
                },
              ],
              readability: {
                grade: 2.3,
                readingEase: 83.3,
                sentences: 1,
                hardSentences: 0,
                veryHardSentences: 0,
              },
            },
          },
        },
        400: errorDoc(
          'No text, or an unknown dialect.',
          'Text is required',
          'Dialect must be en-US or en-GB',
        ),
        413: errorDoc(`More than ${limit} characters.`, checkTooLongMessage(120_000)),
        503: errorDoc(
          'The checker is busy with other texts.',
          'The writing checker is busy with other texts. Please try again in a moment.',
        ),
      },
    },
  },
};
