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
  run: async (job) => {
    try {
      return await checkText(await harperLinter(job.dialect), job.text);
    } catch {
      // Harper's WebAssembly may be left broken by a failure, and every later check with it: the
      // thread ends, the pool answers this job with its "failed" message and starts a fresh one.
      process.exit(1);
    }
  },
  failure: () => null,
  fallback: { status: 500, message: 'The writing check failed. Please try again.' },
});
