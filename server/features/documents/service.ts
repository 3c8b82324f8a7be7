import { countWords } from '@common/chunking';
import { DOCUMENT_LIMITS } from '@common/documents';
import { wellFormedText } from '@common/text-rules';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type MathpixCredentials, mathpixRecognize } from '../../providers/mathpix';
import type { OcrPixels } from '../../providers/ocr-bands';
import { type OcrEngine, readsPixels } from '../../providers/ocr-engine';
import type { ExtractJob, ExtractResult, OcrPage } from './extract/index';
import { joinBlocks } from './extract/paragraphs';
import { decodableForBands, readPngHeader } from './extract/png-rows';
import { checkImageBounds, checkImageComplete } from './image-guard';
import { type DetectedType, detectUpload } from './sniff';

export interface Upload {
  bytes: Uint8Array;
  filename: string;
  mime?: string;
}

/** What reading a file needs: the parsing workers, the OCR engines, and who is asking. */
export interface DocumentEngines {
  parse(job: ExtractJob): Promise<ExtractResult>;
  /** Decodes a PNG page into pixels cut into at most `pieces` bands (pixel-pool.ts). */
  decodePng?(bytes: Uint8Array, pieces: number): Promise<OcrPixels>;
  tesseract: OcrEngine | null;
  mathpix: MathpixCredentials | null;
}

export const OCR_NOT_CONFIGURED =
  'OCR is not available: the OCR service must be configured (install the tesseract.js and @tesseract.js-data/eng packages, or add Mathpix keys in Settings).';

/** Tesseract breaks lines where the page did; paragraphs are what the writer meant. */
export function reflowOcrText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      const merged: string[] = [];
      for (const line of lines) {
        if (!line) continue;
        const previous = merged.at(-1);
        if (previous === undefined || /^([•*-]|\d{1,3}[.)])\s/.test(line)) merged.push(line);
        else if (/[A-Za-z]-$/.test(previous)) merged[merged.length - 1] = previous + line;
        else merged[merged.length - 1] = `${previous} ${line}`;
      }
      return merged;
    });
  return joinBlocks(paragraphs);
}

/** An extraction's text as it leaves the server: well-formed, within the length limit. */
function checkLength(extracted: string): string {
  const text = wellFormedText(extracted);
  if (text.length > DOCUMENT_LIMITS.maxTextChars) {
    throw new AppError(
      413,
      `The document's text is ${text.length.toLocaleString('en-US')} characters long; at most ${DOCUMENT_LIMITS.maxTextChars.toLocaleString('en-US')} can be loaded at once.`,
    );
  }
  return text;
}

async function recognizeImage(
  image: OcrPage,
  mime: string,
  engines: DocumentEngines,
  enhanceMath: boolean,
): Promise<string> {
  if (image instanceof Uint8Array) {
    if (engines.mathpix && enhanceMath) return mathpixRecognize(image, mime, engines.mathpix);
    if (!engines.tesseract) throw new AppError(503, OCR_NOT_CONFIGURED, 'ocr_not_configured');
    const pixels = mime === 'image/png' ? await pngInBands(image, engines) : null;
    if (!pixels) return reflowOcrText(await engines.tesseract.recognize(image));
    image = pixels;
  }
  // Pixels are only ever made for an engine that reads them.
  const engine = engines.tesseract;
  if (!engine || !readsPixels(engine)) {
    throw new AppError(503, OCR_NOT_CONFIGURED, 'ocr_not_configured');
  }
  return reflowOcrText(await engine.recognizePixels(image));
}

/**
 * A PNG decoded in the decoding worker and cut into bands, when cores are idle to read them
 * side by side and the decoding is bounded (docs/decisions/118-ocr-page-in-bands.md); null to read
 * it whole as
 * it is. Other formats would need a decoder Redraft does not have, so they are read whole.
 */
async function pngInBands(image: Uint8Array, engines: DocumentEngines): Promise<OcrPixels | null> {
  const engine = engines.tesseract;
  const pieces = engine && readsPixels(engine) ? engine.idleBands() : 0;
  if (pieces < 2 || !engines.decodePng) return null;
  const header = readPngHeader(image);
  if (!header || !decodableForBands(header)) return null;
  try {
    // A copy goes to the worker: the bytes stay whole for tesseract should decoding fail.
    return await engines.decodePng(image.slice(), pieces);
  } catch {
    // A PNG the decoder refuses (damaged, too big, the worker busy): tesseract reads it whole.
    return null;
  }
}

/** OCR of an image, or of the page images of a scanned PDF (up to the OCR page limit). */
export async function ocrUpload(
  upload: Upload,
  engines: DocumentEngines,
  enhanceMath: boolean,
  detected?: DetectedType,
): Promise<string> {
  const type = detected ?? (await detectUpload(upload.bytes, upload));
  if (type.kind === 'image') {
    checkImageBounds(upload.bytes);
    checkImageComplete(upload.bytes, type.mime);
    return checkLength(await recognizeImage(upload.bytes, type.mime, engines, enhanceMath));
  }
  if (type.kind === 'pdf') {
    if (!engines.tesseract && !(engines.mathpix && enhanceMath)) {
      throw new AppError(503, OCR_NOT_CONFIGURED, 'ocr_not_configured');
    }
    // The native tesseract takes the pages as pixels (no PNG encoding and decoding), Mathpix
    // and tesseract.js as PNG files.
    const engine = engines.mathpix && enhanceMath ? null : engines.tesseract;
    const pixels = engine && readsPixels(engine) ? { pieces: engine.maxBands } : undefined;
    const result = await engines.parse({ task: 'pdf-page-images', bytes: upload.bytes, pixels });
    const pages: string[] = [];
    for (const page of 'images' in result ? result.images : []) {
      pages.push(await recognizeImage(page, 'image/png', engines, enhanceMath));
    }
    return checkLength(
      pages
        .map((page) => page.trim())
        .filter(Boolean)
        .join('\n\n'),
    );
  }
  throw new AppError(
    415,
    'Unsupported file format: OCR reads images (PNG, JPEG, GIF, BMP, WebP, TIFF) and scanned PDFs.',
    'unsupported_format',
  );
}

/** The text of a document upload; images are read with OCR, audio belongs to transcription. */
export async function extractUpload(upload: Upload, engines: DocumentEngines): Promise<string> {
  const detected = await detectUpload(upload.bytes, upload);
  if (detected.kind === 'image') return ocrUpload(upload, engines, true, detected);
  if (detected.kind === 'audio') {
    throw new AppError(
      415,
      'Unsupported file format here: audio files are transcribed (POST /api/transcribe), not read as documents.',
      'audio_file',
    );
  }
  const result = await engines.parse({ task: 'text', kind: detected.kind, bytes: upload.bytes });
  return checkLength('text' in result ? result.text : '');
}

/** A file name as it may be stored and shown: without NUL and other control characters. */
export function withoutControlCharacters(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Keeps an upload's text among a signed-in user's documents. */
export async function saveDocument(
  db: Database,
  userId: string,
  filename: string,
  content: string,
): Promise<string> {
  // PostgreSQL text cannot hold a NUL; in a name or extracted text it carries nothing.
  const name = withoutControlCharacters(filename).slice(0, 255) || 'upload';
  const text = content.replaceAll('\0', '');
  const [row] = await db
    .insert(documents)
    .values({ userId, filename: name, content: text, wordCount: countWords(text) })
    .returning({ id: documents.id });
  return row!.id;
}
