import { errorDoc, type FeatureDocs, noContent } from '../../openapi/route-docs';
import { INVALID_CREDENTIALS, USERNAME_TAKEN } from './service';

const signedIn = 'Signed in: the answer sets a new session cookie.';
const tooManyAttempts = {
  ...errorDoc(
    'Too many attempts from this address (30) or for this username (10) in 15 minutes.',
    'Too many sign-in attempts. Please try again in 15 minutes.',
  ),
  headers: { 'retry-after': 'Seconds until the next attempt is allowed.' },
};

export const accountDocs: FeatureDocs = {
  tag: 'Account',
  description:
    'Registration, sign-in and sign-out, and the signed-in user with their credit balance. The browser session travels in a cookie.',
  routes: {
    'POST /api/auth/register': {
      summary: 'Create an account and sign in',
      description:
        'Usernames are 1 to 64 characters, unique whatever their case; passwords 8 to 256. The anonymous session’s libraries and jobs move into the new account. New accounts start with 0 credits.',
      bodyExamples: { 'A new account': { username: 'alice', password: 'correct horse battery' } },
      responses: {
        201: {
          description: signedIn,
          examples: { 'The new account': { username: 'alice', credits: 0 } },
        },
        400: errorDoc(
          'The username or password does not fit.',
          'Username is required',
          'Password must be at least 8 characters',
          'A username cannot contain a NUL character',
        ),
        409: errorDoc('The username is taken (whatever its case).', USERNAME_TAKEN),
        429: tooManyAttempts,
      },
    },
    'POST /api/auth/login': {
      summary: 'Sign in',
      bodyExamples: { 'Sign in': { username: 'alice', password: 'correct horse battery' } },
      responses: {
        200: {
          description: signedIn,
          examples: {
            'An account with credits': { username: 'alice', credits: 587625 },
            'Unlimited credits (-1)': { username: 'operator', credits: -1 },
          },
        },
        400: errorDoc(
          'A field is missing or too long.',
          'Username is required',
          'Password is required',
        ),
        401: errorDoc('No such account, or the wrong password.', INVALID_CREDENTIALS),
        429: tooManyAttempts,
      },
    },
    'POST /api/auth/logout': {
      summary: 'Sign out',
      description:
        'Deletes the session on the server, with the keys saved in Settings, and clears its cookie.',
      responses: { 204: noContent },
    },
    'GET /api/auth/user': {
      summary: 'The signed-in user',
      description:
        "With `?optional=1` (what the app itself sends), nobody signed in is answered 200 `null` instead of 401, so a visitor's page load logs no error.",
      responses: {
        200: {
          description: 'The account and its balance (`-1`: unlimited); `null` with `optional=1`.',
          examples: {
            'Signed in': { username: 'alice', credits: 587625 },
            'Nobody, with optional=1': null,
          },
        },
        401: errorDoc('Nobody is signed in on this session.', 'Not signed in'),
      },
    },
  },
};
