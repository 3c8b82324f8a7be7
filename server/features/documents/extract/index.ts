import type { UploadKind } from '@common/documents';
import type { OcrPixels } from '../../../providers/ocr-bands';
import { extractDocText } from './doc';
import { extractDocxText } from './docx';
import { ExtractError } from './errors';
import { extractPdfText, pdfPageImages } from './pdf';
import { decodeText } from './plain-text';
import { extractRtfText } from './rtf';

export type ExtractJob =
  | { task: 'text'; kind: UploadKind; bytes: Uint8Array }
  /** A scanned PDF's page images: PNG files, or (for the native tesseract) pixels in bands. */
  | { task: 'pdf-page-images'; bytes: Uint8Array; pixels?: { pieces: number } };

/** A page image for OCR: a PNG file, or pixels in bands. */
export type OcrPage = Uint8Array | OcrPixels;

export type ExtractResult = { text: string } | { images: OcrPage[] };

/** Runs inside a parsing worker: one file in, its text (or a scanned PDF's page images) out. */
export async function runExtractJob(job: ExtractJob): Promise<ExtractResult> {
  if (job.task === 'pdf-page-images') {
    return { images: await pdfPageImages(job.bytes, job.pixels?.pieces) };
  }
  switch (job.kind) {
    case 'pdf':
      return { text: await extractPdfText(job.bytes) };
    case 'docx':
      return { text: await extractDocxText(job.bytes) };
    case 'doc':
      return { text: await extractDocText(job.bytes) };
    case 'rtf':
      return { text: await extractRtfText(job.bytes) };
    case 'text':
      return { text: decodeText(job.bytes) };
    default:
      throw new ExtractError(415, `A ${job.kind} file has no text to extract here.`);
  }
}
