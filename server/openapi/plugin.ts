import type { FastifyInstance } from 'fastify';
import { referenceDocs } from './api-docs';
import { collectRoutes } from './collect';
import { buildDocument } from './document';
import { renderReferencePage } from './reference-page';
import type { FeatureDocs } from './route-docs';

export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/docs';

const INFO = {
  title: 'Redraft API',
  version: '1.0.0',
  description:
    'The HTTP API the Redraft client uses. Answers are JSON unless a route says otherwise; every error is `{"message": "..."}` (sometimes with a `code`). Writes are accepted only from the app’s own origin, and the browser session travels in a cookie.',
  // The repository is private and grants no licence (docs/decisions/193-openapi-document-names-its-licence.md).
  license: {
    name: 'Proprietary: all rights reserved',
    identifier: 'LicenseRef-Redraft-Proprietary',
  },
};

/**
 * Serves the OpenAPI document and its reference page. Call it before any feature registers
 * its routes: the document lists what was registered after this point, and each feature adds
 * its docs with `app.describeRoutes` (in the order the reference then shows them; a route left
 * undescribed is marked `x-undocumented` and fails the OpenAPI test). Both are built once, at
 * the first request for either (every route is registered by then), and served from memory.
 */
export function registerOpenApi(app: FastifyInstance) {
  const routes = collectRoutes(app);
  const described: FeatureDocs[] = [];
  app.decorate('describeRoutes', (docs: FeatureDocs) => {
    described.push(docs);
  });
  let built: { json: string; html: string } | undefined;
  const build = () => {
    if (!built) {
      const document = buildDocument(routes, [...described, referenceDocs], INFO);
      built = { json: JSON.stringify(document), html: renderReferencePage(document, OPENAPI_PATH) };
    }
    return built;
  };

  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(build().json),
  );
  app.get(REFERENCE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(build().html),
  );
}
