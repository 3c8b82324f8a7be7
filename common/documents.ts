import { z } from 'zod';

/** What an upload may be, decided from its bytes (never from its name or claimed type alone). */
export const UPLOAD_KINDS = ['pdf', 'docx', 'doc', 'rtf', 'text', 'image', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The spec's accepted audio and image types (plus webp, which the analysis section accepts, and
 * TIFF, what scanners and fax software save).
 */
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'audio/ogg',
] as const;
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
] as const;

/** The file picker's `accept`: a hint for the picker only; the server decides from the bytes. */
export const UPLOAD_ACCEPT = [
  '.pdf',
  '.docx',
  '.doc',
  '.rtf',
  '.txt',
  '.md',
  '.mp3',
  '.m4a',
  '.mp4',
  '.wav',
  '.webm',
  '.ogg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.bmp',
  '.webp',
  '.tif',
  '.tiff',
  ...AUDIO_MIME_TYPES,
  ...IMAGE_MIME_TYPES,
  'application/pdf',
  'text/plain',
].join(',');

export const UNSUPPORTED_FORMAT_MESSAGE = 'Unsupported file format';
export const ACCEPTED_TYPES_HINT =
  'Accepted: PDF, Word (DOCX, DOC), RTF, plain text, audio (MP3, MP4/M4A, WAV, WebM, OGG) and images (PNG, JPEG, GIF, BMP, WebP, TIFF).';

/** Upload bounds, stated in the README. The server enforces them; the client only warns early. */
export const DOCUMENT_LIMITS = {
  /** Bytes of one upload (the multipart limit of the whole API). */
  maxUploadBytes: 25 * 1024 * 1024,
  /** Pages of a PDF read for text. */
  maxPdfPages: 500,
  /** Pages of a scanned PDF sent to OCR in one request. */
  maxOcrPages: 10,
  /** Pixels of one image (width × height) and the longest side. */
  maxImagePixels: 25_000_000,
  maxImageSide: 10_000,
  /** Uncompressed bytes inside a DOCX, and its number of parts. */
  maxDocxUncompressedBytes: 100 * 1024 * 1024,
  maxDocxEntries: 5_000,
  /** Bytes one FlateDecode stream of a PDF may inflate to: page contents and fonts, page images. */
  maxPdfStreamBytes: 32 * 1024 * 1024,
  maxPdfImageStreamBytes: 100 * 1024 * 1024,
  /** Time one parse or one OCR page may take before it is stopped. */
  parseTimeoutMs: 30_000,
  ocrTimeoutMs: 60_000,
  /** V8 heap of one parsing worker, and all the writable memory of its process (heap, buffers, native). */
  workerHeapMb: 256,
  workerMemoryMb: 512,
  /** A parsing process still holding more than this after a file is ended, returning the memory. */
  workerRecycleMb: 160,
  /** Characters of extracted text returned. */
  maxTextChars: 2_000_000,
} as const;

export const extractTextResponseSchema = z.object({
  text: z.string(),
  /** Set when the text was saved to the signed-in user's documents. */
  documentId: z.string().optional(),
});
export type ExtractTextResponse = z.infer<typeof extractTextResponseSchema>;

/** The spec's image OCR request in its JSON form: a data URL or bare base64 image. */
export const ocrJsonRequestSchema = z.object({
  imageData: z.string({ error: 'Image data is required' }).min(1, 'Image data is required'),
  enhanceMath: z.boolean().default(true),
});
export type OcrJsonRequest = z.input<typeof ocrJsonRequestSchema>;

/** What `/api/generate-document` writes; 'latex' is the same file as `/api/export/latex`'s. */
export const DOCUMENT_FORMATS = ['txt', 'pdf', 'docx', 'latex'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

const textField = z.string({ error: 'Text is required' }).min(1, 'Text is required');
const fileNameField = z.string().max(200, 'fileName: at most 200 characters').optional();

export const generateDocumentRequestSchema = z.object({
  text: textField,
  format: z.enum(DOCUMENT_FORMATS, { error: 'Format must be txt, pdf, docx or latex' }),
  fileName: fileNameField,
  separateGraphs: z.boolean().default(false),
});
export type GenerateDocumentRequest = z.input<typeof generateDocumentRequestSchema>;

export const DEFAULT_LATEX_TITLE = 'Mathematical Document';
export const LATEX_FILE_NAME = 'document.tex';

export const latexExportRequestSchema = z.object({
  text: textField,
  title: z.string().max(300).optional(),
  author: z.string().max(300).optional(),
});
export type LatexExportRequest = z.input<typeof latexExportRequestSchema>;

/** Who the tracked changes are by when the request names no one. */
export const DEFAULT_REVISION_AUTHOR = 'Redraft';
export const TRACKED_CHANGES_FILE_NAME = 'tracked-changes';

/**
 * `/api/export/tracked-changes`: the source and the reviewed result, written as one Word file
 * whose differences are revisions (docs/decisions/168-tracked-changes-docx.md).
 */
export const trackedChangesRequestSchema = z
  .object({
    original: z.string({ error: 'Original text is required' }),
    revised: z.string({ error: 'Revised text is required' }),
    fileName: fileNameField,
    author: z.string().max(100, 'author: at most 100 characters').optional(),
  })
  .refine((body) => body.original.trim() || body.revised.trim(), {
    message: 'Text is required',
    path: ['revised'],
  });
export type TrackedChangesRequest = z.input<typeof trackedChangesRequestSchema>;

export const MIME_BY_FORMAT: Record<DocumentFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  latex: 'application/x-tex; charset=utf-8',
};

/** The extension of each format's file. */
export const EXTENSION_BY_FORMAT: Record<DocumentFormat, string> = {
  txt: 'txt',
  pdf: 'pdf',
  docx: 'docx',
  latex: 'tex',
};

/** A file name safe for Content-Disposition and any file system, with the format's extension. */
export function safeFileName(
  name: string | undefined,
  fallback: string,
  extension: string,
): string {
  const base = (name ?? '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}
