import {
  BATCH_MESSAGES,
  type BatchReportFormat,
  batchCreatedSchema,
  batchListSchema,
  batchSchema,
} from '@common/batches';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import { ownerOf } from '../../plugins/caller';
import type { ReportDocument } from '../detection/report/content';
import { REPORT_CONTENT_TYPES } from '../detection/report/content-types';
import { batchDocs } from './api-docs';
import { batchCsv, batchReport } from './report';
import { cancelBatch, createBatch, finishedBatch, getBatch, listBatches } from './service';
import { readBatchUpload } from './upload';

const idParams = z.object({ id: z.string() });

/** The report writer's child processes, lent by detection: PDF and Word as its reports are. */
export type WriteReport = (report: ReportDocument, format: 'pdf' | 'docx') => Promise<Buffer>;

/** The owner for reading: no session yet means nothing to find, never a new session. */
async function readOwner(request: FastifyRequest) {
  const session = await request.getSession();
  return session ? ownerOf(session) : null;
}

async function requireOwner(request: FastifyRequest) {
  const owner = await readOwner(request);
  if (!owner) throw new AppError(404, BATCH_MESSAGES.notFound);
  return owner;
}

export function batchRoutes(
  app: ZodApp,
  ctx: AppContext,
  deps: { queue: JobQueue; writeReport: WriteReport },
) {
  app.describeRoutes(batchDocs);
  const store = { db: ctx.db, queue: deps.queue };

  app.post(
    '/api/batches',
    { schema: { response: { 201: batchCreatedSchema } } },
    async (request, reply) => {
      const uploads = await readBatchUpload(request);
      const owner = ownerOf(await request.ensureSession(reply));
      return reply.status(201).send(await createBatch(store, owner, uploads));
    },
  );

  app.get('/api/batches', { schema: { response: { 200: batchListSchema } } }, async (request) => {
    const owner = await readOwner(request);
    return owner ? listBatches(ctx.db, owner) : { batches: [] };
  });

  app.get(
    '/api/batches/:id',
    { schema: { params: idParams, response: { 200: batchSchema } } },
    async (request) => getBatch(ctx.db, request.params.id, await requireOwner(request)),
  );

  app.delete(
    '/api/batches/:id',
    { schema: { params: idParams, response: { 200: batchSchema } } },
    async (request) => cancelBatch(store, request.params.id, await requireOwner(request)),
  );

  const reportRoute = (format: BatchReportFormat) =>
    app.get(
      `/api/batches/:id/report.${format}`,
      { schema: { params: idParams } },
      async (request, reply) => {
        const batch = await finishedBatch(ctx.db, request.params.id, await requireOwner(request));
        const bytes =
          format === 'csv'
            ? Buffer.from(batchCsv(batch.files), 'utf8')
            : await deps.writeReport(batchReport(batch.files, new Date(batch.createdAt)), format);
        return reply
          .header(
            'content-type',
            format === 'csv' ? 'text/csv; charset=utf-8' : REPORT_CONTENT_TYPES[format],
          )
          .header('content-disposition', `attachment; filename="class-report.${format}"`)
          .header('cache-control', 'no-store')
          .send(bytes);
      },
    );
  reportRoute('csv');
  reportRoute('pdf');
  reportRoute('docx');
}
