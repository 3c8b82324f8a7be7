// A report writer (a child process of the report pool, see routes.ts): writes one assessment
// report at a time, off the server's event loop and within its memory cap.
import type { ReportFormat } from '@common/detection';
import { serveJobs } from '../../../lib/worker-port';
import type { ReportDocument } from './content';
import { writeReport } from './index';

serveJobs<{ report: ReportDocument; format: ReportFormat }, Buffer>({
  run: ({ report, format }) => writeReport(report, format),
  failure: () => null,
  fallback: { status: 422, message: 'The report could not be written.' },
});
