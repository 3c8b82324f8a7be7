import './node20-polyfills';
import { DOCUMENT_LIMITS } from '@common/documents';
import { extractImages, getDocumentProxy } from 'unpdf';
import { damaged, ExtractError } from './errors';
import type { OcrPage } from './index';
import { ocrPixels } from './ocr-pixels';
import { withoutAttachmentOnlyEncryption } from './pdf-encryption';
import { checkPdfStreams, type PdfUse } from './pdf-guard';
import { layoutPages, type PageRuns, prepareLines } from './pdf-layout';
import { type PdfjsItem, uprightPages } from './pdfjs-turned';
import { hasPdftotext, pdftotextPages } from './pdftotext';
import { encodePng } from './png';

export const NO_TEXT_LAYER_CODE = 'no_text_layer';

/** A real PDF ends with %%EOF (give or take trailing bytes); a cut-off download does not. */
function assertComplete(bytes: Uint8Array) {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  if (!tail.includes('%%EOF')) {
    throw new ExtractError(
      422,
      'The PDF is incomplete (it ends before its last page): please upload the whole file.',
    );
  }
}

/** The checks made before pdf.js reads the file: cut-off downloads and PDF bombs. */
function guardPdf(bytes: Uint8Array, use: PdfUse) {
  assertComplete(bytes);
  checkPdfStreams(bytes, use);
}

async function openGuardedPdf(bytes: Uint8Array) {
  try {
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'PasswordException') {
      throw new ExtractError(422, 'The PDF is protected by a password: remove it and try again.');
    }
    throw damaged('PDF');
  }
}

async function openPdf(bytes: Uint8Array, use: PdfUse) {
  guardPdf(bytes, use);
  return openGuardedPdf(bytes);
}

function checkPageCount(pages: number) {
  if (pages > DOCUMENT_LIMITS.maxPdfPages) {
    throw new ExtractError(
      413,
      `The PDF has ${pages.toLocaleString('en-US')} pages; at most ${DOCUMENT_LIMITS.maxPdfPages} can be read at once.`,
    );
  }
}

/**
 * The PDF's text, laid out in reading order; a clear answer when there is no text layer.
 * pdf.js opens the file (its password, damage and page-count answers are the ones users get);
 * poppler's pdftotext, when installed, reads the words meanwhile
 * (docs/decisions/117-pdf-text-where-time-went.md), several times faster
 * than pdf.js's page by page parse, which remains the fallback
 * (docs/decisions/082-pdf-text-pdftotext-or-pdfjs.md).
 * pdftotext starts first: it runs in a process of its own, bounded in time, memory and output,
 * and is stopped when the checks or pdf.js refuse the file; the bomb check runs before pdf.js.
 */
export async function extractPdfText(original: Uint8Array): Promise<string> {
  const bytes = withoutAttachmentOnlyEncryption(original);
  const stopPoppler = new AbortController();
  // Up to the page limit: pdf.js's page count, known later, refuses a longer file first.
  // Null when pdftotext failed on the file: pdf.js then reads it.
  const poppler = hasPdftotext()
    ? pdftotextPages(bytes, DOCUMENT_LIMITS.maxPdfPages, {
        signal: stopPoppler.signal,
        onPage: prepareLines,
      }).catch(() => null)
    : null;
  let pdf: PdfDocument;
  try {
    guardPdf(bytes, 'text');
    pdf = await openGuardedPdf(bytes);
  } catch (error) {
    stopPoppler.abort();
    throw error;
  }
  try {
    checkPageCount(pdf.numPages);
    const popplerPages = (await poppler)?.slice(0, pdf.numPages);
    const pages = popplerPages ?? (await pdfjsPages(pdf));
    const text = layoutPages(pages);
    if (!/\S/.test(text)) {
      throw new ExtractError(
        422,
        `This PDF has no text layer: its ${pdf.numPages === 1 ? 'page is an image' : `${pdf.numPages} pages are images`} (a scan). Its pages can be read with OCR instead.`,
        NO_TEXT_LAYER_CODE,
      );
    }
    return text;
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw damaged('PDF');
  } finally {
    stopPoppler.abort();
    await pdf.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function pdfjsPages(pdf: PdfDocument): Promise<PageRuns[]> {
  const pages: PageRuns[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = (content.items as PdfjsItem[]).filter(
      (item) => typeof item.str === 'string' && item.str.length > 0,
    );
    pages.push(...uprightPages(items, viewport.width, viewport.height));
    page.cleanup();
  }
  return pages;
}

/**
 * Raw page pixels sent back to the server in one answer, at most: a 300 dpi grey letter page
 * is 8.4 MB, so about seven pages; pages past it go as PNG files.
 */
const MAX_RAW_PAGE_BYTES = 64 * 1024 * 1024;

/**
 * The images of a scanned PDF's pages for OCR: the largest image of each page, up to the OCR
 * page limit. Pages drawn without any image have nothing to read. For the native tesseract
 * (`pieces` given) a page goes as its raw pixels, cut into bands: PNG encoding cost about
 * 0.9 s a 300 dpi page, and tesseract's decoding more (docs/decisions/118-ocr-page-in-bands.md).
 */
export async function pdfPageImages(original: Uint8Array, pieces?: number): Promise<OcrPage[]> {
  const bytes = withoutAttachmentOnlyEncryption(original);
  const pdf = await openPdf(bytes, 'images');
  try {
    checkPageCount(pdf.numPages);
    const pageCount = Math.min(pdf.numPages, DOCUMENT_LIMITS.maxOcrPages);
    const images: OcrPage[] = [];
    let rawBytes = 0;
    for (let number = 1; number <= pageCount; number++) {
      const found = await extractImages(pdf, number);
      const largest = found.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      if (!largest) continue;
      if (largest.width * largest.height > DOCUMENT_LIMITS.maxImagePixels) {
        throw new ExtractError(
          413,
          `Page ${number} holds an image of ${largest.width} × ${largest.height} pixels; the limit is ${DOCUMENT_LIMITS.maxImagePixels / 1_000_000} megapixels.`,
        );
      }
      const { data, width, height, channels } = largest;
      if (pieces !== undefined && rawBytes + width * height * channels <= MAX_RAW_PAGE_BYTES) {
        const page = ocrPixels(data, width, height, channels, pieces);
        rawBytes += page.pixels.length;
        images.push(page);
      } else {
        images.push(encodePng(data, width, height, channels));
      }
    }
    if (images.length === 0) {
      throw new ExtractError(
        422,
        'This PDF has no text layer and no page images to read with OCR.',
      );
    }
    return images;
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw damaged('PDF');
  } finally {
    await pdf.destroy();
  }
}
