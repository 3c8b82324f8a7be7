// A small OpenAPI document that meets Redocly's recommended rules: the base that the linter's
// and the generated client's tests plant their problems in.

/** A small document that meets every recommended rule: the base each planted problem breaks. */
export function sampleOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Counting API',
      version: '1.0.0',
      description: 'Counts words.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Test' },
    },
    servers: [{ url: '/' }],
    security: [],
    tags: [{ name: 'Counting', description: 'Counts things.' }],
    paths: {
      '/api/count': {
        post: {
          operationId: 'count',
          summary: 'Count the words of a text',
          tags: ['Counting'],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { text: { type: 'string' } },
                  required: ['text'],
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'The count.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { words: { type: 'integer' } },
                    required: ['words'],
                  },
                },
              },
            },
            '400': { description: 'No text.' },
          },
        },
      },
    },
  };
}
