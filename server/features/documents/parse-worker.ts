// A parsing worker (a child process, see routes.ts): reads one untrusted file at a time, off
// the server's event loop, within the memory its pool gave it. Errors meant for the user go
// back as {status, message}.
import { serveJobs } from '../../lib/worker-port';
import { ExtractError } from './extract/errors';
import { type ExtractJob, type ExtractResult, runExtractJob } from './extract/index';

serveJobs<ExtractJob, ExtractResult>({
  run: runExtractJob,
  transfer: (value) => {
    const images = 'images' in value ? value.images : [];
    return images.map(
      (image) => (image instanceof Uint8Array ? image : image.pixels).buffer as ArrayBuffer,
    );
  },
  failure: (error) =>
    error instanceof ExtractError
      ? { status: error.status, message: error.message, code: error.code }
      : null,
  fallback: { status: 422, message: 'The file could not be read: it seems to be damaged.' },
});
