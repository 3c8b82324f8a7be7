import { z } from 'zod';
import type { FeatureDocs } from './route-docs';
import { fileDoc } from './route-docs';

export const referenceDocs: FeatureDocs = {
  tag: 'Reference',
  description: "This API's OpenAPI document and its readable reference page.",
  routes: {
    'GET /api/openapi.json': {
      summary: 'This API’s OpenAPI 3.1 document',
      description:
        'Derived from the routes the server registered and the zod schemas they validate with; generate clients from it.',
      responses: {
        200: {
          description: 'The OpenAPI document (this one).',
          schema: z.looseObject({
            openapi: z.string(),
            info: z.looseObject({}),
            paths: z.looseObject({}),
          }),
        },
      },
    },
    'GET /api/docs': {
      summary: 'A readable reference of this API',
      description: 'An HTML page rendered by the server from the OpenAPI document.',
      responses: { 200: fileDoc('The reference page.', 'text/html') },
    },
  },
};
