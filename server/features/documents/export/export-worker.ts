// A document writer (a child process of the export pool, see routes.ts): lays out one PDF,
// Word, text or LaTeX file at a time, off the server's event loop and within its memory cap.

import { LOG_DOES_NOT_MATCH_TEXT } from '@common/authorship';
import { serveJobs } from '../../../lib/worker-port';
import { RecordMismatch } from './authorship/model';
import { runExportJob } from './run-job';
import type { ExportJob } from './service';

serveJobs<ExportJob, Awaited<ReturnType<typeof runExportJob>>>({
  run: runExportJob,
  // A record that does not give its text crosses the process boundary as the user's 409.
  failure: (error) =>
    error instanceof RecordMismatch ? { status: 409, message: LOG_DOES_NOT_MATCH_TEXT } : null,
  fallback: { status: 422, message: 'The document could not be written.' },
});
