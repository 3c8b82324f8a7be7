import { Readable } from 'node:stream';
import { rewriteRequestSchema } from '@common/humanizer';
import { TEXT_JOB_MESSAGES, textJobCreatedSchema, textJobSchema } from '@common/text-jobs';
import { transformRequestSchema } from '@common/transform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import { callerKeys, callerPayer, ownerOf } from '../../plugins/caller';
import type { Scorer } from '../humanizer/passes';
import { textJobDocs } from './api-docs';
import {
  cancelTextJob,
  createHumanizeJob,
  createTextJob,
  getTextJob,
  streamTextJob,
} from './service';

const idParams = z.object({ id: z.string() });

/** The owner for reading: no session yet means nothing to find, never a new session. */
async function requireOwner(request: FastifyRequest) {
  const session = await request.getSession();
  if (!session) throw new AppError(404, TEXT_JOB_MESSAGES.notFound);
  return ownerOf(session);
}

export function textJobRoutes(
  app: ZodApp,
  ctx: AppContext,
  deps: { queue: JobQueue; score: Scorer },
) {
  app.describeRoutes(textJobDocs);
  const service = { ctx, queue: deps.queue };

  app.post(
    '/api/jobs/rewrite',
    { schema: { body: transformRequestSchema, response: { 201: textJobCreatedSchema } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const created = await createTextJob(service, {
        body: request.body,
        payer: await callerPayer(request, ctx),
        owner: ownerOf(session),
        sessionId: session.id,
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/jobs/humanize',
    { schema: { body: rewriteRequestSchema, response: { 201: textJobCreatedSchema } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const created = await createHumanizeJob(
        { ...service, score: deps.score },
        {
          body: request.body,
          owner: ownerOf(session),
          userId: session.userId,
          keys: await callerKeys(request, ctx),
          sessionId: session.id,
        },
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/jobs/:id',
    { schema: { params: idParams, response: { 200: textJobSchema } } },
    async (request) => getTextJob(ctx, request.params.id, await requireOwner(request)),
  );

  app.get('/api/jobs/:id/stream', { schema: { params: idParams } }, async (request, reply) => {
    const owner = await requireOwner(request);
    const signal = abortOnDisconnect(reply);
    const lines = streamTextJob(ctx, request.params.id, owner, signal);
    // The first line is read before answering, so that a job that is not the caller's is a
    // plain 404, not a stream.
    const first = await lines.next();
    async function* ndjson() {
      if (!first.done) yield `${JSON.stringify(first.value)}\n`;
      for await (const line of lines) yield `${JSON.stringify(line)}\n`;
    }
    const body = Readable.from(ndjson());
    signal.addEventListener('abort', () => body.destroy(), { once: true });
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.delete(
    '/api/jobs/:id',
    { schema: { params: idParams, response: { 200: textJobSchema } } },
    async (request) => cancelTextJob(service, request.params.id, await requireOwner(request)),
  );
}
