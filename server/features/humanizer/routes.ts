import {
  aiScoreResponseSchema,
  analyzeTextRequestSchema,
  reRewriteRequestSchema,
  reRewriteResponseSchema,
  rewriteRequestSchema,
  rewriteResponseSchema,
  uploadResponseSchema,
} from '@common/humanizer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { callerKeys, ownerOf } from '../../plugins/caller';
import type { ScoreLocally } from '../detection/routes';
import { readUpload as readMultipart } from '../documents/read-upload';
import type { DocumentReaders } from '../documents/routes';
import { humanizerDocs } from './api-docs';
import { aiScorer, type Caller, readUpload, reRewrite, rewrite } from './service';

/** The spec's four GPT Bypass calls. */
export function humanizerRoutes(
  app: ZodApp,
  ctx: AppContext,
  shared: { parse: DocumentReaders['parse']; scoreLocally: ScoreLocally },
) {
  app.describeRoutes(humanizerDocs);
  const { parse } = shared;
  const score = aiScorer(shared.scoreLocally);

  /** The caller as the service sees it: jobs need an owner, so an anonymous visitor gets a session. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
    const session = await request.ensureSession(reply);
    return {
      ctx,
      owner: ownerOf(session),
      userId: session.userId,
      keys: await callerKeys(request, ctx),
      signal: abortOnDisconnect(reply),
    };
  }

  app.post(
    '/api/gpt-bypass/upload',
    { schema: { response: { 200: uploadResponseSchema } } },
    async (request) => {
      const upload = await readMultipart(request, 'file');
      const userId = (await request.getSession())?.userId ?? null;
      return readUpload(ctx, upload, parse, userId, score);
    },
  );

  app.post(
    '/api/gpt-bypass/analyze-text',
    { schema: { body: analyzeTextRequestSchema, response: { 200: aiScoreResponseSchema } } },
    async (request) => ({ aiScore: await score(request.body.text) }),
  );

  app.post(
    '/api/gpt-bypass/rewrite',
    { schema: { body: rewriteRequestSchema, response: { 200: rewriteResponseSchema } } },
    async (request, reply) => rewrite(await caller(request, reply), request.body, score),
  );

  app.post(
    '/api/gpt-bypass/re-rewrite/:jobId',
    {
      schema: {
        params: z.object({ jobId: z.string().max(100) }),
        body: reRewriteRequestSchema,
        response: { 200: reRewriteResponseSchema },
      },
    },
    async (request, reply) =>
      reRewrite(await caller(request, reply), request.params.jobId, request.body, score),
  );
}
