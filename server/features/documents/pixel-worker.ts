// A decoding worker (a child process, see pixel-pool.ts): turns one PNG at a time into raw
// pixels cut into bands for the native tesseract, off the server's event loop, within the
// memory its pool gave it. It loads nothing but the PNG reader, so it starts in a blink.
import { serveJobs } from '../../lib/worker-port';
import type { OcrPixels } from '../../providers/ocr-bands';
import { pngOcrPixels } from './extract/ocr-pixels';

export interface PixelJob {
  bytes: Uint8Array;
  /** The most bands to cut the page into. */
  pieces: number;
}

serveJobs<PixelJob, OcrPixels>({
  run: ({ bytes, pieces }) => pngOcrPixels(bytes, pieces),
  transfer: (image) => [image.pixels.buffer as ArrayBuffer],
  // A PNG this reader refuses is handed to tesseract whole, which gives its own answer.
  failure: () => null,
  fallback: { status: 422, message: 'The image could not be decoded.' },
});
