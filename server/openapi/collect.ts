import type { FastifyInstance, FastifySchema } from 'fastify';

/** A route as it was registered: the document is derived from these, never listed by hand. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Records every route registered from now on (call it before the features register theirs).
 * HEAD routes Fastify adds beside each GET, and routes marked `schema.hide` (the client's
 * static files), are left out.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options) => {
    const schema = options.schema as (FastifySchema & { hide?: boolean }) | undefined;
    if (schema?.hide) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, schema });
    }
  });
  return routes;
}
