import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientRoute } from '@common/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * The content security policy's sources for the inline scripts of the built index.html (the
 * theme, applied before the first paint): each allowed by the hash of its text, so that no other
 * inline script, such as one injected into the page, can run
 * (docs/decisions/128-first-paint-no-wait-stylesheet-script.md).
 */
export function inlineScriptSources(clientDir: string | undefined): string[] {
  const page = clientDir && join(clientDir, 'index.html');
  if (!page || !existsSync(page)) return [];
  const scripts = readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/**
 * Serves the built client and falls back to index.html for the client's own routes, so a
 * reload on /checkout works. Any other page path gets index.html too, whose router shows the
 * not-found page, but with status 404. Unknown /api paths stay JSON 404s.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts): they are
      // sent as they are to browsers that accept them, with Content-Encoding and Vary.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite names assets by content hash, so they never change under the same name.
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && isPage && !path.startsWith('/api/') && path !== '/api') {
      return reply
        .status(isClientRoute(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    throw new AppError(404, `Not found: ${request.method} ${path}`);
  });
}
