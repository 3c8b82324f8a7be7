import {
  checkTooLongMessage,
  dictionaryFullMessage,
  MAX_CHECK_CHARS,
  MAX_DICTIONARY_WORD_LENGTH,
  MAX_DICTIONARY_WORDS,
} from '@common/writing';
import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';

const limit = MAX_CHECK_CHARS.toLocaleString('en-US');
const notSignedIn = errorDoc(
  'Nobody is signed in: a visitor’s dictionary stays in the browser.',
  'Sign in to keep your dictionary with your account',
);
const dictionaryAnswer = (description: string) => ({
  description,
  examples: { 'Two words': { words: ['kubernetes', 'zorblax'] } },
});

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
    'GET /api/writing/dictionary': {
      summary: 'The signed-in user’s personal dictionary',
      description:
        'Words the writing checks never mark as misspelt, kept with the account: lower-case, in alphabetical order. A visitor’s dictionary is kept in the browser, and the browser adds it to the account at sign-in.',
      responses: { 200: dictionaryAnswer('The account’s words.'), 401: notSignedIn },
    },
    'POST /api/writing/dictionary': {
      summary: 'Add words to the personal dictionary',
      description: `Adds the words (trimmed and kept lower-case; words already there are left as they are) and answers the whole dictionary. At most ${MAX_DICTIONARY_WORDS.toLocaleString('en-US')} words in a dictionary, each at most ${MAX_DICTIONARY_WORD_LENGTH} characters with no spaces; past the bound nothing is added.`,
      bodyExamples: { 'One word': { words: ['Zorblax'] } },
      responses: {
        200: dictionaryAnswer('The whole dictionary, with the words added.'),
        400: errorDoc(
          'No words, a word that is empty, too long or holds spaces, or a dictionary that would be too large.',
          'Give at least one word',
          `A word can be at most ${MAX_DICTIONARY_WORD_LENGTH} characters long`,
          'A word cannot hold spaces or control characters',
          dictionaryFullMessage(MAX_DICTIONARY_WORDS + 1),
        ),
        401: notSignedIn,
      },
    },
    'DELETE /api/writing/dictionary/:word': {
      summary: 'Take a word out of the personal dictionary',
      description:
        'Whatever its case; a word that is not in the dictionary is no error. Answers the whole dictionary.',
      responses: {
        200: dictionaryAnswer('The whole dictionary, without the word.'),
        401: notSignedIn,
      },
    },
  },
};
