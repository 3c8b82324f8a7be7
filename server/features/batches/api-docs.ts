import { BATCH_LIMITS, BATCH_MESSAGES } from '@common/batches';
import { z } from 'zod';
import { errorDoc, type FeatureDocs, fileDoc } from '../../openapi/route-docs';

const ownerNote =
  'A batch belongs to its owner: the account when signed in, else the browser session (kept with the session), like the libraries.';
const id = '5b1e0c1a-8a52-4c1f-9a55-3f0f8d2b7a10';
const doneFile = {
  name: 'essay-01.docx',
  status: 'done',
  probability: 0.82,
  isAIGenerated: true,
  error: null,
  words: 512,
  reasons: ['Sentences of very even length'],
  flaggedSentences: [{ text: 'In conclusion, rivers matter.', probability: 0.91 }],
};
const failedFile = {
  name: 'scan.png',
  status: 'failed',
  probability: null,
  isAIGenerated: null,
  error: 'Please provide at least 50 characters of text for assessment.',
  words: null,
  reasons: [],
  flaggedSentences: [],
};
const notFound = errorDoc(
  'Another owner’s batch, an id that cannot exist, or no session.',
  BATCH_MESSAGES.notFound,
);
const limits = `At most ${BATCH_LIMITS.maxFiles} files (a ZIP counts its files), ${BATCH_LIMITS.maxFileBytes / 1024 / 1024} MB a file, ${BATCH_LIMITS.maxBatchBytes / 1024 / 1024} MB a batch; ${BATCH_LIMITS.maxOpenBatches} batches queued or running per owner.`;

const report = (format: string, type: string) => ({
  summary: `The class report as ${format}`,
  description: `${ownerNote} Per file: words, AI probability, band, reasons and flagged sentences. Ready when every file is done or failed (or the batch was cancelled).`,
  responses: {
    200: fileDoc(`The report as ${format}, as a download.`, type, {
      'content-disposition': `attachment; filename="class-report.${format.toLowerCase()}"`,
    }),
    404: notFound,
    409: errorDoc('The batch is still queued or running.', BATCH_MESSAGES.notFinished),
  },
});

export const batchDocs: FeatureDocs = {
  tag: 'Batches',
  description:
    'Batch checks: many files (or a ZIP) checked by the local detector as durable jobs on the queue, with a class report as CSV, PDF or Word.',
  routes: {
    'POST /api/batches': {
      summary: 'Start a batch check',
      description: `${ownerNote} Each file is read by the document extractors and scored by the local detector in the background; a file that fails never fails the batch. ${limits}`,
      bodies: [
        {
          contentType: 'multipart/form-data',
          schema: z.object({
            files: z
              .array(z.file())
              .describe('One or more files (PDF, Word, RTF, text, images), or one ZIP of them.'),
          }),
        },
      ],
      responses: {
        201: { description: 'The batch, queued.', examples: { Queued: { id } } },
        400: errorDoc(
          'No files, or a ZIP that cannot be read.',
          BATCH_MESSAGES.noFiles,
          BATCH_MESSAGES.badZip,
        ),
        413: errorDoc(
          'Past a limit of the batch.',
          BATCH_MESSAGES.tooManyFiles(BATCH_LIMITS.maxFiles + 1),
          BATCH_MESSAGES.fileTooLarge('essay.pdf'),
          BATCH_MESSAGES.batchTooLarge,
        ),
        429: errorDoc('The owner has the most batches open.', BATCH_MESSAGES.tooManyOpen),
        503: errorDoc(
          'Visitors’ waiting batches fill their share of the server.',
          BATCH_MESSAGES.anonymousFull,
        ),
      },
    },
    'GET /api/batches': {
      summary: 'List the owner’s batches',
      description: `${ownerNote} The last ${BATCH_LIMITS.listed}, newest first; empty without a session.`,
      responses: {
        200: {
          description: 'The batches.',
          examples: {
            One: {
              batches: [
                {
                  id,
                  status: 'running',
                  createdAt: '2026-11-27T21:00:00.000Z',
                  fileCount: 30,
                  finishedCount: 12,
                },
              ],
            },
          },
        },
      },
    },
    'GET /api/batches/:id': {
      summary: 'A batch and the progress of each file',
      description: `${ownerNote} \`status\` is queued, running, done or cancelled; each file’s is queued, running, done or failed (with \`error\`).`,
      responses: {
        200: {
          description: 'The batch.',
          examples: {
            Done: {
              id,
              status: 'done',
              createdAt: '2026-11-27T21:00:00.000Z',
              files: [doneFile, failedFile],
            },
          },
        },
        404: notFound,
      },
    },
    'DELETE /api/batches/:id': {
      summary: 'Cancel a batch',
      description: `${ownerNote} Files not yet taken up are not checked (failed, “${BATCH_MESSAGES.cancelled}”); a file being checked ends normally. A finished batch is left as it is.`,
      responses: {
        200: {
          description: 'The batch as it is now.',
          examples: {
            Cancelled: {
              id,
              status: 'cancelled',
              createdAt: '2026-11-27T21:00:00.000Z',
              files: [
                doneFile,
                { ...failedFile, name: 'essay-02.docx', error: BATCH_MESSAGES.cancelled },
              ],
            },
          },
        },
        404: notFound,
      },
    },
    'GET /api/batches/:id/report.csv': report('CSV', 'text/csv'),
    'GET /api/batches/:id/report.pdf': report('PDF', 'application/pdf'),
    'GET /api/batches/:id/report.docx': report(
      'DOCX',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
  },
};
