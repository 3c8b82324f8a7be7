import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names a browser on this machine reaches the server by. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser page of `origin` may change state here. With PUBLIC_URL only that origin
 * may. Without it only a loopback page may, and only the one the request was addressed to
 * (its Host, which the Vite dev proxy passes on): the request's own Host alone cannot be
 * trusted, since a page whose name an attacker points at 127.0.0.1 (DNS rebinding) sends a
 * Host and an Origin that match each other.
 */
export function isAllowedOrigin(origin: string, request: FastifyRequest, publicUrl?: string) {
  if (publicUrl) return origin === new URL(publicUrl).origin;
  const host = request.headers.host;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return LOOPBACK_NAMES.has(hostname) && origin === `${request.protocol}://${host}`;
}

/**
 * Refuses state-changing requests that a browser sends from another site. Browsers always
 * send Origin (or Sec-Fetch-Site) on such requests; callers that are not browsers, like a
 * payment webhook or curl, send neither and are judged by their own authentication.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl?: string) {
  // A callback hook, not an async one: GET requests (most of them) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const refused =
      origin !== undefined
        ? !isAllowedOrigin(origin, request, publicUrl)
        : request.headers['sec-fetch-site'] === 'cross-site';
    done(refused ? new AppError(403, 'Cross-origin request refused') : undefined);
  });
}
