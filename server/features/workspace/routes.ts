import { Readable } from 'node:stream';
import {
  type TransformOptions,
  transformRequestSchema,
  transformResponseSchema,
} from '@common/transform';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { startNow } from '../../lib/start-now';
import { callerPayer, ownerOf } from '../../plugins/caller';
import { workspaceDocs } from './api-docs';
import { ndjsonLines } from './ndjson';
import { prepareRewrite, streamTransform, transformText } from './service';

/** What a rewrite needs of the request: the body, who pays, and whose references to read. */
async function prepare(ctx: AppContext, request: FastifyRequest, body: TransformOptions) {
  const session = await request.getSession();
  return prepareRewrite({
    ctx,
    body,
    payer: await callerPayer(request, ctx),
    owner: session ? ownerOf(session) : null,
  });
}

export function workspaceRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(workspaceDocs);
  app.post(
    '/api/transform',
    { schema: { body: transformRequestSchema, response: { 200: transformResponseSchema } } },
    async (request, reply) => {
      const { model, options, references, hold, meter } = await prepare(ctx, request, request.body);
      try {
        const result = await transformText({
          model,
          options,
          settings: ctx.config.ai,
          signal: abortOnDisconnect(reply),
          meter,
        });
        return references.style + references.content > 0 ? { ...result, references } : result;
      } finally {
        await hold.settle(meter.total);
      }
    },
  );

  app.post(
    '/api/transform-stream',
    { schema: { body: transformRequestSchema } },
    async (request, reply) => {
      // A missing key or credit is a plain HTTP error, before any stream begins.
      const { model, options, references, hold, meter } = await prepare(ctx, request, request.body);
      const signal = abortOnDisconnect(reply);
      // The provider call starts now; the response is set up while the provider thinks.
      const events = startNow(
        streamTransform({ model, options, settings: ctx.config.ai, signal, meter }),
      );
      // Settled once, at whichever comes first: the end, a failure, or the browser leaving
      // (then with the text produced until then).
      const settle = () =>
        hold
          .settle(meter.total)
          .catch((error) => request.log.error({ err: error }, 'settling credits failed'));
      const body = Readable.from(ndjsonLines(events, request.log, signal, settle, references));
      // With the browser gone nobody reads the stream; ending it lets the request finish.
      signal.addEventListener(
        'abort',
        () => {
          body.destroy();
          void settle();
        },
        { once: true },
      );
      // Everything before the provider's request is on the wire is promise continuations,
      // which all run before the next turn of the event loop: let them, so that the request
      // leaves before the response is set up rather than after it
      // (docs/decisions/121-relay-stream-without-streamtext.md).
      await new Promise((resolve) => setImmediate(resolve));
      // The head goes out as soon as Fastify pipes the body, as a provider's does, not with
      // the first chunk: the browser's request is answered while the provider thinks, and the
      // first chunk then arrives alone, about half a millisecond sooner to its reader
      // (docs/decisions/127-relay-head-goes-out-early.md).
      reply.raw.once('pipe', () => reply.raw.flushHeaders());
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
