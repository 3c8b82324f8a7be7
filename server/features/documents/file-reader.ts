import type { AppContext } from '../../context';
import { createOcrEngine } from '../../providers/ocr-engine';
import { createPixelPool } from './pixel-pool';
import { createParsePool } from './read-upload';
import { extractUpload, type Upload } from './service';

/**
 * Reading stored files outside any request (a worker process without the web server): the
 * same parsing pool, page decoding and OCR engine the routes use, with the server's own
 * engines only (no caller's keys).
 */
export function createFileReader(ctx: AppContext) {
  const parse = createParsePool();
  const pixels = createPixelPool();
  const ocr = ctx.engines.tesseract ? createOcrEngine() : null;
  return {
    readFile: (upload: Upload) =>
      extractUpload(upload, {
        parse: parse.parse,
        decodePng: pixels.decode,
        tesseract: ocr,
        mathpix: null,
      }),
    close: () => Promise.all([parse.close(), pixels.close(), ocr?.close()]).then(() => {}),
  };
}
