import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests that a browser sends from another site. Browsers always
 * send Origin (or Sec-Fetch-Site) on such requests; callers that are not browsers, like a
 * payment webhook or curl, send neither and are judged by their own authentication.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl?: string) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== ownOrigin(request, publicUrl)) {
        throw forbidden('Cross-origin request refused');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-origin request refused');
    }
  });
}
