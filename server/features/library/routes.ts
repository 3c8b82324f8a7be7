import {
  createDocumentSchema,
  createReferenceSchema,
  documentListSchema,
  documentResponseSchema,
  LIBRARY_KINDS,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  LIBRARY_UPLOAD_KINDS,
  referenceListSchema,
  referenceResponseSchema,
  styleMatchRequestSchema,
  styleMatchResponseSchema,
  updateReferenceSchema,
} from '@common/library';
import { MAX_PROFILE_CHARS } from '@common/style-excerpt';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import { type Owner, ownerOf } from '../../plugins/caller';
import type { UploadReader } from '../documents/routes';
import { libraryDocs } from './api-docs';
import {
  addDocument,
  createReference,
  deleteDocument,
  deleteReference,
  findReference,
  listDocuments,
  listReferences,
  parseId,
  updateReference,
} from './service';
import { type MatchStyle, styleMatchScores } from './style-match';

const kindParams = z.object({ kind: z.enum(LIBRARY_KINDS, { error: 'Unknown library' }) });
const referenceParams = kindParams.extend({ id: z.string() });
const documentParams = referenceParams.extend({ documentId: z.string() });

/** A document's JSON may carry the whole extraction limit, escaped: room for that. */
const DOCUMENT_BODY_LIMIT = LIBRARY_LIMITS.maxDocumentChars * 6 + 64 * 1024;
/**
 * Four excerpts of MAX_PROFILE_CHARS, each UTF-16 unit at most 3 bytes of UTF-8: a larger body
 * is refused (413) while it arrives, before any of it is parsed on the event loop (decision 134).
 */
const STYLE_MATCH_BODY_LIMIT = 4 * MAX_PROFILE_CHARS * 3 + 64 * 1024;

const referenceId = (raw: string) => parseId(raw, LIBRARY_MESSAGES.referenceNotFound);

/** What a visitor without an account is told: how long the libraries are kept, how much they hold. */
function anonymousNotice(owner: Owner | null): string | undefined {
  return !owner || 'sessionId' in owner ? LIBRARY_MESSAGES.anonymousNotice : undefined;
}

/** The owner for reading: none yet means an empty library, never a new session. */
async function readOwner(request: FastifyRequest) {
  const session = await request.getSession();
  return session ? ownerOf(session) : null;
}

export function libraryRoutes(
  app: ZodApp,
  ctx: AppContext,
  shared: { readUploadText: UploadReader; matchStyle: MatchStyle },
) {
  app.describeRoutes(libraryDocs);
  const { readUploadText, matchStyle } = shared;
  const { db } = ctx;

  app.get(
    '/api/library/:kind',
    { schema: { params: kindParams, response: { 200: referenceListSchema } } },
    async (request) => {
      const owner = await readOwner(request);
      return {
        references: await listReferences(db, owner, request.params.kind),
        notice: anonymousNotice(owner),
      };
    },
  );

  app.post(
    '/api/library/:kind',
    {
      schema: {
        params: kindParams,
        body: createReferenceSchema.default({}),
        response: { 201: referenceResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(await request.ensureSession(reply));
      const reference = await createReference(db, owner, request.params.kind, request.body);
      return reply.status(201).send({ reference, notice: anonymousNotice(owner) });
    },
  );

  app.patch(
    '/api/library/:kind/:id',
    {
      schema: {
        params: referenceParams,
        body: updateReferenceSchema,
        response: { 200: referenceResponseSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const owner = await readOwner(request);
      return {
        reference: await updateReference(db, owner, kind, referenceId(id), request.body),
      };
    },
  );

  app.delete(
    '/api/library/:kind/:id',
    { schema: { params: referenceParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      await deleteReference(db, await readOwner(request), kind, referenceId(id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/library/:kind/:id/documents',
    { schema: { params: referenceParams, response: { 200: documentListSchema } } },
    async (request) => {
      const { kind, id } = request.params;
      return {
        documents: await listDocuments(db, await readOwner(request), kind, referenceId(id)),
      };
    },
  );

  app.post(
    '/api/library/:kind/:id/documents',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        params: referenceParams,
        body: createDocumentSchema,
        response: { 201: documentResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const owner = await requireOwner(request);
      const document = await addDocument(db, owner, kind, referenceId(id), request.body);
      return reply.status(201).send({ document, notice: anonymousNotice(owner) });
    },
  );

  app.delete(
    '/api/library/:kind/:id/documents/:documentId',
    { schema: { params: documentParams } },
    async (request, reply) => {
      const { kind, id, documentId } = request.params;
      await deleteDocument(
        db,
        await readOwner(request),
        kind,
        referenceId(id),
        parseId(documentId, LIBRARY_MESSAGES.documentNotFound),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/library/:kind/:id/upload',
    { schema: { params: referenceParams, response: { 201: documentResponseSchema } } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const owner = await requireOwner(request);
      // Before any parsing: a file for a reference that is not there is not read at all.
      await findReference(db, owner, kind, referenceId(id));
      const { filename, text } = await readUploadText(request, 'file', {
        kinds: LIBRARY_UPLOAD_KINDS,
        message: LIBRARY_MESSAGES.unsupportedUpload,
      });
      if (!text.trim()) throw new AppError(422, LIBRARY_MESSAGES.emptyUpload);
      const name = filename.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, LIBRARY_LIMITS.maxNameChars);
      const document = await addDocument(db, owner, kind, referenceId(id), {
        name: name.trim() || 'Upload',
        content: text,
      });
      return reply.status(201).send({ document, notice: anonymousNotice(owner) });
    },
  );

  app.post(
    '/api/library/style-match',
    {
      bodyLimit: STYLE_MATCH_BODY_LIMIT,
      schema: { body: styleMatchRequestSchema, response: { 200: styleMatchResponseSchema } },
    },
    async (request) => ({
      scores: await styleMatchScores(db, await readOwner(request), request.body.texts, matchStyle),
    }),
  );

  /**
   * Writing into a reference needs it to exist for the caller: someone without a session has
   * none, so the answer is the same 404 as for another owner's id (no session is made for it).
   */
  async function requireOwner(request: FastifyRequest) {
    const owner = await readOwner(request);
    if (!owner) throw new AppError(404, LIBRARY_MESSAGES.referenceNotFound);
    return owner;
  }
}
