import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';

export const settingsDocs: FeatureDocs = {
  tag: 'Settings',
  description:
    'The provider keys a user enters for this browser session, sealed on the server; only their names are ever sent back.',
  routes: {
    'GET /api/keys': {
      summary: 'The provider keys saved for this browser session',
      description: 'Names only: a saved key is never sent back.',
      responses: {
        200: {
          description: 'The names of the keys saved (empty without a session).',
          examples: { 'Two keys saved': { configured: ['OPENAI_API_KEY', 'DEEPSEEK_API_KEY'] } },
        },
      },
    },
    'POST /api/keys': {
      summary: 'Save or remove provider keys for this browser session',
      description:
        'A record of key name → key. An empty string removes that key. Keys are sealed on the server and end with the browser session; a key must be visible ASCII (it travels in an HTTP header).',
      bodyExamples: {
        'Save an OpenAI key': { OPENAI_API_KEY: 'sk-proj-abc123' },
        'Remove the DeepSeek key': { DEEPSEEK_API_KEY: '' },
      },
      responses: {
        200: {
          description: 'The names of the keys now saved.',
          examples: { 'One key saved': { configured: ['OPENAI_API_KEY'] } },
        },
        400: errorDoc(
          'An unknown key name, or a key with spaces or other characters a header cannot carry.',
          'Unknown key: FOO_API_KEY',
          'OPENAI_API_KEY is not a valid key: keys contain only letters, digits and punctuation, without spaces or other characters. Please paste it again.',
        ),
      },
    },
  },
};
