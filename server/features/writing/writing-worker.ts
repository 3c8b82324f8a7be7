// The writing worker thread: Harper's WebAssembly checker and the readability measures, off the
// server's event loop (a 1,400-word text is about 0.3 s of checking).
import type { CheckWritingResponse, WritingDialect } from '@common/writing';
import { checkText } from '@common/writing-check';
import { serveJobs } from '../../lib/worker-port';
import { harperLinter } from './harper';

export interface WritingJob {
  text: string;
  dialect: WritingDialect;
}

serveJobs<WritingJob, CheckWritingResponse>({
  run: async (job) => checkText(await harperLinter(job.dialect), job.text),
  failure: () => null,
  fallback: { status: 500, message: 'The writing check failed. Please try again.' },
});
