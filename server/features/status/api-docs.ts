import type { FeatureDocs } from '../../openapi/route-docs';

export const statusDocs: FeatureDocs = {
  tag: 'Status',
  description:
    'What this server can do for this caller: which services have a key, which models are available, and its limits.',
  routes: {
    'GET /api/status': {
      summary: 'Which services can be used',
      description:
        'A service is true when it has a key (the caller’s own from Settings, or the server’s) or, for the local engines, when it is installed. `connected` is true when at least one text model (anthropic, openai, deepseek, perplexity, local) can be used.',
      responses: {
        200: {
          description: 'The services and whether each can be used now.',
          examples: {
            'Nothing configured but the local OCR engine': {
              connected: true,
              services: {
                gladia: false,
                openai: false,
                deepgram: false,
                elevenLabs: false,
                anthropic: false,
                perplexity: false,
                deepseek: true,
                mathpix: false,
                tesseract: true,
                texify: false,
                assemblyai: false,
                local: false,
                gptzero: false,
              },
            },
          },
        },
      },
    },
  },
};
