import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  type TransformOptions,
  transformRequestSchema,
  transformResponseSchema,
} from '../../../common/transform';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { startNow } from '../../lib/start-now';
import { resolveTextModel } from '../../providers/ai';
import { callerUserId } from '../account/current-user';
import { rewriteReferences } from '../library/samples';
import { ownerOf } from '../library/service';
import { chargeUsage, checkCredits } from './charging';
import { ndjsonLines } from './ndjson';
import { streamTransform, transformText } from './service';

/**
 * Everything a rewrite needs before a provider is called: the model with its key, credit, and
 * the caller's active library references (read here, never taken from the request), fitted to
 * the provider's budget.
 */
async function prepare(ctx: AppContext, request: FastifyRequest, body: TransformOptions) {
  const model = resolveTextModel(body.model, ctx.config, await callerKeys(request, ctx));
  const userId = await callerUserId(request);
  await checkCredits(ctx, userId, model.provider);
  const session = await request.getSession();
  const references = await rewriteReferences(
    ctx.db,
    session ? ownerOf(session) : null,
    model.provider,
    { style: body.useStyleReference, content: body.useContentReference },
  );
  const options: TransformOptions = {
    ...body,
    styleReferences: references.style,
    contentReferences: references.content,
  };
  return { model, userId, options, references: references.use };
}

export function workspaceRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/api/transform',
    { schema: { body: transformRequestSchema, response: { 200: transformResponseSchema } } },
    async (request, reply) => {
      const { model, userId, options, references } = await prepare(ctx, request, request.body);
      const result = await transformText({
        model,
        options,
        settings: ctx.config.ai,
        signal: abortOnDisconnect(reply),
      });
      await chargeUsage(ctx, userId, model.provider, result.usage);
      return references.style + references.content > 0 ? { ...result, references } : result;
    },
  );

  app.post(
    '/api/transform-stream',
    { schema: { body: transformRequestSchema } },
    async (request, reply) => {
      // A missing key or credit is a plain HTTP error, before any stream begins.
      const { model, userId, options, references } = await prepare(ctx, request, request.body);
      const signal = abortOnDisconnect(reply);
      // The provider call starts now; the response is set up while the provider thinks.
      const events = startNow(streamTransform({ model, options, settings: ctx.config.ai, signal }));
      const charge = (usage: Parameters<typeof chargeUsage>[3]) =>
        chargeUsage(ctx, userId, model.provider, usage);
      const body = Readable.from(ndjsonLines(events, request.log, signal, charge, references));
      // With the browser gone nobody reads the stream; ending it lets the request finish.
      signal.addEventListener('abort', () => body.destroy(), { once: true });
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
