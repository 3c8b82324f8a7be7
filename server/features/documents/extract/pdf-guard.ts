import { inflateSync } from 'node:zlib';
import { DOCUMENT_LIMITS } from '@common/documents';
import { ExtractError } from './errors';

const MB = 1024 * 1024;

export const pdfBombMessage = (limit: number) =>
  `The PDF holds a stream that expands beyond ${limit / MB} MB, as a PDF bomb does, so it was not read.`;

/**
 * What is checked: for text, every stream but images (pdf.js never decodes those to read text)
 * up to maxPdfStreamBytes; for OCR, the page images too, up to maxPdfImageStreamBytes.
 */
export type PdfUse = 'text' | 'images';

/** How far back from `stream` the stream's dictionary (and its /Filter) may start. */
const DICTIONARY_REACH = 1024;

/**
 * Refuses a PDF bomb before pdf.js inflates it: every FlateDecode stream is inflated once with
 * the limit as its ceiling (zlib's maxOutputLength), and the result thrown away. pdf.js has no
 * such limit; it would grow one buffer to the whole stream (1 MB of file, 1 GB of memory).
 * Streams inside object streams or behind other filters are left to the process memory cap.
 */
export function checkPdfStreams(bytes: Uint8Array, use: PdfUse): void {
  const limit =
    use === 'text' ? DOCUMENT_LIMITS.maxPdfStreamBytes : DOCUMENT_LIMITS.maxPdfImageStreamBytes;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let from = 0;
  for (;;) {
    const at = view.indexOf('stream', from, 'latin1');
    if (at < 0) return;
    from = at + 6;
    // 'endstream', or a word that merely contains 'stream'.
    if (at >= 3 && view.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (view[start] === 0x0d) start++;
    if (view[start] !== 0x0a) continue;
    start++;
    const dictionary = view.toString('latin1', Math.max(0, at - DICTIONARY_REACH), at);
    const opened = dictionary.lastIndexOf('obj');
    const own = dictionary.slice(Math.max(0, opened));
    if (!/\/FlateDecode/.test(own)) continue;
    if (use === 'text' && /\/Subtype\s*\/Image/.test(own)) continue;
    try {
      inflateSync(view.subarray(start), {
        maxOutputLength: limit,
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short is pdf.js's business, not a bomb
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ExtractError(413, pdfBombMessage(limit));
      }
    }
  }
}
