import type { FastifyReply } from 'fastify';
import {
  generateDocumentRequestSchema,
  latexExportRequestSchema,
} from '../../../../common/documents';
import type { ZodApp } from '../../../context';
import { contentDisposition, exportLatex, type GeneratedFile, generateDocument } from './service';

function sendFile(reply: FastifyReply, file: GeneratedFile) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

export function exportRoutes(app: ZodApp) {
  app.post(
    '/api/generate-document',
    { schema: { body: generateDocumentRequestSchema } },
    async (request, reply) => sendFile(reply, await generateDocument(request.body)),
  );

  app.post(
    '/api/export/latex',
    { schema: { body: latexExportRequestSchema } },
    async (request, reply) => sendFile(reply, exportLatex(request.body)),
  );
}
