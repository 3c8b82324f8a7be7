import { authorshipReportRequestSchema } from '@common/authorship';
import {
  generateDocumentRequestSchema,
  latexExportRequestSchema,
  trackedChangesRequestSchema,
} from '@common/documents';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../../context';
import { asBuffer, writerPool } from '../../../lib/writer-pool';
import {
  contentDisposition,
  type ExportJob,
  exportAuthorshipReport,
  exportLatex,
  exportTrackedChanges,
  type FileWriter,
  type GeneratedFile,
  generateDocument,
} from './service';

/**
 * A report carries each text and its record, which holds every inserted text again (an upload,
 * a rewrite): past the API's 2 MB, like an upload's bound.
 */
export const AUTHORSHIP_BODY_LIMIT = 16 * 1024 * 1024;

/** The document writer: loaded through tsx from source, a bundled sibling in dist/. */
const writerScript = import.meta.url.endsWith('.ts')
  ? new URL('./export-worker-source.mjs', import.meta.url)
  : new URL('./export-worker.js', import.meta.url);

function sendFile(reply: FastifyReply, file: GeneratedFile) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

export function exportRoutes(app: ZodApp) {
  // Laying out a long text is seconds of work and, unchecked, unbounded memory (issue 16):
  // every file is written in a child process, so the event loop keeps serving everyone.
  const pool = writerPool(writerScript, 'document');
  app.addHook('onClose', () => pool.close());
  const write: FileWriter = async (job: ExportJob) => asBuffer(await pool.run<Uint8Array>(job));

  app.post(
    '/api/generate-document',
    { schema: { body: generateDocumentRequestSchema } },
    async (request, reply) => sendFile(reply, await generateDocument(request.body, write)),
  );

  app.post(
    '/api/export/latex',
    { schema: { body: latexExportRequestSchema } },
    async (request, reply) => sendFile(reply, await exportLatex(request.body, write)),
  );

  app.post(
    '/api/export/tracked-changes',
    { schema: { body: trackedChangesRequestSchema } },
    async (request, reply) => sendFile(reply, await exportTrackedChanges(request.body, write)),
  );

  app.post(
    '/api/export/authorship',
    { bodyLimit: AUTHORSHIP_BODY_LIMIT, schema: { body: authorshipReportRequestSchema } },
    async (request, reply) => sendFile(reply, await exportAuthorshipReport(request.body, write)),
  );
}
