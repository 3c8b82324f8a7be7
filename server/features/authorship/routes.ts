import {
  KEEP_RECORD_SIGN_IN_MESSAGE,
  keepRecordRequestSchema,
  keptRecordSchema,
  keptRecordTooLargeMessage,
  MAX_KEPT_RECORD_BYTES,
} from '@common/authorship-keep';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUserId } from '../../plugins/caller';
import { authorshipDocs } from './api-docs';
import { keepRecord, keptRecord, stopKeeping } from './service';

const ROUTE = '/api/authorship/record';

/**
 * The authorship record kept with the account, for a signed-in user who chose it (decision 219);
 * a visitor's record stays in the browser.
 */
export function authorshipRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(authorshipDocs);
  const signedIn = (request: FastifyRequest) => requireUserId(request, KEEP_RECORD_SIGN_IN_MESSAGE);
  const answer = { response: { 200: keptRecordSchema } };

  app.get(ROUTE, { schema: answer }, async (request) =>
    keptRecord(ctx.db, await signedIn(request)),
  );

  app.put(
    ROUTE,
    {
      schema: { ...answer, body: keepRecordRequestSchema },
      // A body of unknown length stops at the limit (Fastify's 413); a declared length past it
      // is refused before it is read, with the message that says what to do.
      bodyLimit: MAX_KEPT_RECORD_BYTES,
      onRequest: (request, _reply, done) => {
        const length = Number(request.headers['content-length']);
        done(
          length > MAX_KEPT_RECORD_BYTES
            ? new AppError(413, keptRecordTooLargeMessage(length))
            : undefined,
        );
      },
    },
    async (request) => keepRecord(ctx.db, await signedIn(request), request.body),
  );

  app.delete(ROUTE, { schema: answer }, async (request) =>
    stopKeeping(ctx.db, await signedIn(request)),
  );
}
