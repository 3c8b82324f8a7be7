import type { AuthorshipLog } from '@common/authorship';
import {
  KEEP_RECORD_SIGN_IN_MESSAGE,
  keptRecordTooLargeMessage,
  MAX_KEPT_RECORD_BYTES,
} from '@common/authorship-keep';
import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';
import { fingerprint, RECORD_DOES_NOT_HOLD_TOGETHER } from './service';

const notSignedIn = errorDoc(
  'Nobody is signed in: a visitor’s authorship record stays in the browser.',
  KEEP_RECORD_SIGN_IN_MESSAGE,
);
const log: AuthorshipLog = {
  version: 1,
  startedAt: 1_795_000_000_000,
  sources: [{ kind: 'typed' }, { kind: 'library', detail: 'Essay sources · Notes' }],
  ops: [
    [0, 4200, 0, 0, 'My essay. ', 0],
    [9000, 0, 10, 0, 'A quoted line.', 1],
  ],
};
const kept = {
  keep: true,
  updatedAt: '2026-11-28T01:00:00.000Z',
  // The fingerprints the server takes of this log (real, not made up).
  input: fingerprint(log),
};
const megabytes = MAX_KEPT_RECORD_BYTES / 1024 / 1024;

export const authorshipDocs: FeatureDocs = {
  tag: 'Authorship record',
  description:
    'The record of where every character of the workspace came from (typed, dictated, pasted, uploaded, library, AI rewrite, humanized) lives in the browser. A signed-in user may choose to keep it with the account, so that it follows them to another browser; turning that off deletes the account’s copy. Nothing of it is sent anywhere else.',
  routes: {
    'GET /api/authorship/record': {
      summary: 'The authorship record kept with the account',
      description:
        '`keep` says whether the user chose to keep the record with the account. Each text box’s log (`input`: the workspace’s Original Dictation, `output`: its Processed Output) comes with the SHA-256 of the text it gives and of its JSON, taken when it was kept.',
      responses: {
        200: {
          description: 'What the account keeps; `{keep: false, updatedAt: null}` when nothing.',
          examples: { Kept: kept, 'Not kept': { keep: false, updatedAt: null } },
        },
        401: notSignedIn,
      },
    },
    'PUT /api/authorship/record': {
      summary: 'Keep the authorship record with the account',
      description: `Turns keeping on and replaces what the account kept with these logs (the browser sends them after each pause in the writing). \`{}\` keeps nothing and leaves keeping on (Clear All). Each log must give a text: its changes are replayed on the server, which fingerprints the text and the log. At most ${megabytes} MB.`,
      bodyExamples: { 'The input’s log': { input: log } },
      responses: {
        200: { description: 'What the account now keeps.', examples: { Kept: kept } },
        400: errorDoc(
          'A log of the wrong shape, or whose changes do not fit its text.',
          RECORD_DOES_NOT_HOLD_TOGETHER,
        ),
        401: notSignedIn,
        413: errorDoc(
          `A record larger than ${megabytes} MB: it stays in the browser.`,
          keptRecordTooLargeMessage(5 * 1024 * 1024),
        ),
      },
    },
    'DELETE /api/authorship/record': {
      summary: 'Stop keeping the authorship record with the account',
      description:
        'Deletes the account’s copy; the browser keeps its own. Nothing kept is no error.',
      responses: {
        200: {
          description: 'Nothing is kept.',
          examples: { 'Not kept': { keep: false, updatedAt: null } },
        },
        401: notSignedIn,
      },
    },
  },
};
