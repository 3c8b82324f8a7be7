import { PassThrough } from 'node:stream';
import {
  type EvaluateStreamLine,
  evaluateRequestSchema,
  evaluateResponseSchema,
  originalityRequestSchema,
  originalityResponseSchema,
  rewriteRequestSchema,
  rewriteResponseSchema,
} from '@common/analysis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { AppError } from '../../lib/errors';
import { callerKeys, callerUserId } from '../../plugins/caller';
import { analysisDocs } from './api-docs';
import {
  type Caller,
  evaluateIntelligence,
  evaluateOriginality,
  intelligentRewrite,
} from './service';

async function caller(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  return {
    ctx,
    keys: await callerKeys(request, ctx),
    userId: await callerUserId(request),
    signal: abortOnDisconnect(reply),
  };
}

const line = (value: EvaluateStreamLine) => `${JSON.stringify(value)}\n`;

export function analysisRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(analysisDocs);
  app.post(
    '/api/evaluate-intelligence',
    // No response schema on the route: the streamed form is not one JSON body. Both forms
    // pass the result through the schema below.
    { schema: { body: evaluateRequestSchema } },
    async (request, reply) => {
      const who = await caller(ctx, request, reply);
      if (!request.headers.accept?.includes('application/x-ndjson')) {
        return evaluateResponseSchema.parse(await evaluateIntelligence(who, request.body));
      }
      // Streamed form: which phase runs, then the result. A missing key or credit is still a
      // plain HTTP error, because it is refused before the first progress line is written.
      const body = new PassThrough();
      let started = false;
      const running = evaluateIntelligence(who, request.body, (progress) => {
        if (!started) {
          started = true;
          reply
            .header('content-type', 'application/x-ndjson; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(body);
        }
        body.write(line({ progress }));
      });
      try {
        const result = await running;
        body.end(line({ result: evaluateResponseSchema.parse(result) }));
      } catch (error) {
        if (!started) throw error;
        if (who.signal?.aborted) return body.destroy();
        const message =
          error instanceof AppError ? error.message : 'The analysis failed. Please try again.';
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'analysis failed');
        body.end(line({ error: message }));
      }
      return reply;
    },
  );

  app.post(
    '/api/evaluate-originality',
    { schema: { body: originalityRequestSchema, response: { 200: originalityResponseSchema } } },
    async (request, reply) => evaluateOriginality(await caller(ctx, request, reply), request.body),
  );

  app.post(
    '/api/intelligent-rewrite',
    { schema: { body: rewriteRequestSchema, response: { 200: rewriteResponseSchema } } },
    async (request, reply) => intelligentRewrite(await caller(ctx, request, reply), request.body),
  );
}
