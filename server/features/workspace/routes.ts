import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { transformRequestSchema, transformResponseSchema } from '../../../common/transform';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { resolveTextModel } from '../../providers/ai';
import { ndjsonLines } from './ndjson';
import { streamTransform, transformText } from './service';

/** Aborts the provider call as soon as the browser goes away (closed tab, cancel button). */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function workspaceRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/api/transform',
    { schema: { body: transformRequestSchema, response: { 200: transformResponseSchema } } },
    async (request, reply) => {
      const model = resolveTextModel(
        request.body.model,
        ctx.config,
        await callerKeys(request, ctx),
      );
      return transformText({
        model,
        options: request.body,
        settings: ctx.config.ai,
        signal: abortOnDisconnect(reply),
      });
    },
  );

  app.post(
    '/api/transform-stream',
    { schema: { body: transformRequestSchema } },
    async (request, reply) => {
      // A missing key is a plain HTTP error, before any stream begins.
      const model = resolveTextModel(
        request.body.model,
        ctx.config,
        await callerKeys(request, ctx),
      );
      const signal = abortOnDisconnect(reply);
      const events = streamTransform({
        model,
        options: request.body,
        settings: ctx.config.ai,
        signal,
      });
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(Readable.from(ndjsonLines(events, request.log, signal)));
    },
  );
}
