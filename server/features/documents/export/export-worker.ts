// A document writer (a child process of the export pool, see routes.ts): lays out one PDF,
// Word, text or LaTeX file at a time, off the server's event loop and within its memory cap.
import { serveJobs } from '../../../lib/worker-port';
import { runExportJob } from './run-job';
import type { ExportJob } from './service';

serveJobs<ExportJob, Awaited<ReturnType<typeof runExportJob>>>({
  run: runExportJob,
  failure: () => null,
  fallback: { status: 422, message: 'The document could not be written.' },
});
