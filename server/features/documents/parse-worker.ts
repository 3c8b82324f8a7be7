// A parsing worker thread: reads one untrusted file at a time, off the server's event loop,
// under the memory limit its pool gave it. Errors meant for the user go back as {status, message}.
import { parentPort } from 'node:worker_threads';
import { ExtractError } from './extract/errors';
import { type ExtractJob, runExtractJob } from './extract/index';

parentPort?.on('message', async ({ id, payload }: { id: number; payload: ExtractJob }) => {
  try {
    const value = await runExtractJob(payload);
    const transfer =
      'images' in value ? value.images.map((image) => image.buffer as ArrayBuffer) : [];
    parentPort?.postMessage({ id, ok: true, value }, transfer);
  } catch (error) {
    if (error instanceof ExtractError) {
      parentPort?.postMessage({
        id,
        ok: false,
        status: error.status,
        message: error.message,
        code: error.code,
      });
    } else {
      parentPort?.postMessage({
        id,
        ok: false,
        status: 422,
        message: 'The file could not be read: it seems to be damaged.',
      });
    }
  }
});
