import { WorkerPool } from '../../lib/worker-pool';
import type { OcrPixels } from '../../providers/ocr-bands';
import type { PixelJob } from './pixel-worker';

/** The decoding worker: loaded through tsx from source, a bundled sibling in dist/. */
const workerScript = import.meta.url.endsWith('.ts')
  ? new URL('./pixel-worker-source.mjs', import.meta.url)
  : new URL('./pixel-worker.js', import.meta.url);

/**
 * The process that decodes PNG pages for OCR in bands (docs/decisions/118-ocr-page-in-bands.md).
 * Apart from the
 * parsing workers, which load pdf.js and the Word readers and took about a second to start:
 * this one loads only the PNG reader. One process, since decoding takes a fraction of the time
 * tesseract then takes; a page that cannot be decoded at once is read whole instead. Memory is
 * capped by the kernel (the decoder inflates outside the V8 heap).
 */
export function createPixelPool() {
  const pool = new WorkerPool({
    script: workerScript,
    size: 1,
    timeoutMs: 10_000,
    heapMb: 64,
    maxQueue: 2,
    isolation: 'process',
    memoryMb: 512,
    // A decode leaves its buffers to the next collection: more than this after one is ended.
    recycleAboveMb: 256,
    idleMs: 60_000,
    messages: {
      busy: 'The server is busy decoding other images.',
      timeout: 'Decoding the image took longer than {seconds} seconds.',
      outOfMemory: 'Decoding the image needs more than {mb} MB of memory.',
      failed: 'The image could not be decoded.',
    },
  });
  return {
    decode(bytes: Uint8Array, pieces: number): Promise<OcrPixels> {
      const job: PixelJob = { bytes, pieces };
      return pool.run<OcrPixels>(job, [bytes.buffer as ArrayBuffer]);
    },
    close: () => pool.close(),
  };
}
