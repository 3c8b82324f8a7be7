// One server of the request-cost benchmark, in a process of its own:
// `tsx bench/request-cost-server.ts <variant> <port>`. Prints `ready` when it listens.
// Each variant is a bare Fastify app with one of Redraft's per-request parts added (the real
// modules, with Redraft's options), or Redraft itself; all answer GET /api/status.
import { PassThrough } from 'node:stream';
import { type StatusResponse, statusResponseSchema } from '@common/status';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { buildApp, securityHeaderOptions } from '../server/app';
import { loadConfig } from '../server/config';
import { loggerOptions } from '../server/lib/logger';
import { serializerCompiler } from '../server/lib/response-serializer';
import { rateLimitOptions } from '../server/plugins/rate-limit-options';
import { RequestLogController } from '../server/plugins/request-log';
import { registerSecurityHeaders } from '../server/plugins/security-headers';

import type { Variant } from './request-cost-variants';

const config = loadConfig({ DATA_DIR: '/nonexistent/redraft-bench', LOG_LEVEL: 'info' });
const STATUS: StatusResponse = {
  connected: false,
  services: Object.fromEntries(
    Object.keys(statusResponseSchema.shape.services.def.keyType.enum).map((id) => [id, false]),
  ) as StatusResponse['services'],
};

/** Logs go to /dev/null at info level: the cost of writing them, not of a terminal. */
const sink = () => {
  const stream = new PassThrough();
  stream.resume();
  return stream;
};

async function build(variant: Variant): Promise<FastifyInstance> {
  if (variant === 'Redraft') {
    // The limit is raised so that the benchmark is never answered 429; the limiter still counts.
    return buildApp(
      { ...config, inMemoryDatabase: true },
      { logStream: sink(), rateLimitPerMinute: 1e9 },
    );
  }
  const app = Fastify({
    logger: variant.startsWith('logging') ? loggerOptions('info', sink()) : false,
    ...(variant === 'logging: one line' ? { logController: new RequestLogController() } : {}),
  });
  if (variant === 'headers: helmet per request') {
    const setHeaders = helmet(securityHeaderOptions(config));
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  }
  if (variant === 'headers: recorded once')
    registerSecurityHeaders(app, securityHeaderOptions(config));
  if (variant === 'limiter') await app.register(fastifyRateLimit, rateLimitOptions(1e9));
  if (variant.startsWith('serializer')) {
    app.setSerializerCompiler(
      variant === 'serializer: zod' ? zodSerializerCompiler : serializerCompiler,
    );
    app.get(
      '/api/status',
      { schema: { response: { 200: statusResponseSchema } } },
      async () => STATUS,
    );
  } else {
    app.get('/api/status', async () => STATUS);
  }
  return app;
}

const [variant, port] = process.argv.slice(2) as [Variant, string];
const app = await build(variant);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
// The benchmark asks for this process's CPU time (getrusage: exact, unlike /proc's ticks).
process.on('message', () => process.send?.(process.cpuUsage()));
