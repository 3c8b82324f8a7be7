import { ACCEPTED_TYPES_HINT, UNSUPPORTED_FORMAT_MESSAGE } from '@common/documents';
import { errorResponseSchema } from '@common/errors';
import { z } from 'zod';
import { errorDoc, type FeatureDocs, fileDoc, type ResponseDoc } from '../../openapi/route-docs';
import { OCR_NOT_CONFIGURED } from './service';

/** A multipart form carrying one file in `field`. */
export const uploadForm = (field: string, description: string, extra = {}) => ({
  contentType: 'multipart/form-data',
  schema: z.object({ [field]: z.file().describe(description), ...extra }),
});

/** The refusals of every route that reads an uploaded file (the documents feature’s extraction). */
export const uploadErrors = (field: string): Record<number, ResponseDoc> => ({
  400: errorDoc(
    'No file, a file in another field, or an empty file.',
    `No file: send it in the '${field}' field.`,
    'The file is empty.',
  ),
  413: errorDoc(
    'Past a limit: 25 MB, pages, pixels, or text once extracted.',
    'The file is larger than 25 MB.',
  ),
  415: {
    description:
      'A kind of file this route does not read; `code` is `unsupported_format`, or `audio_file` for audio.',
    schema: errorResponseSchema,
    examples: {
      'Not a document': {
        message: `${UNSUPPORTED_FORMAT_MESSAGE}. ${ACCEPTED_TYPES_HINT}`,
        code: 'unsupported_format',
      },
    },
  },
  422: {
    description:
      'A damaged, incomplete or password-protected file, or too slow to read; `code` `no_text_layer` for a scanned PDF (send it to /api/ocr-extract).',
    schema: errorResponseSchema,
    examples: {
      'A scanned PDF': {
        message:
          'This PDF has no text layer: its page is an image (a scan). Its pages can be read with OCR instead.',
        code: 'no_text_layer',
      },
      'A protected PDF': {
        message: 'The PDF is protected by a password: remove it and try again.',
      },
    },
  },
  503: {
    description: 'Every parser is busy, or an image needs OCR and none is installed.',
    schema: errorResponseSchema,
    examples: { 'No OCR': { message: OCR_NOT_CONFIGURED, code: 'ocr_not_configured' } },
  },
});

const extracted = {
  description: 'The text; `documentId` when it was saved to the signed-in user’s documents.',
  examples: {
    Anonymous: { text: 'Chapter 1\n\nIt was a bright cold day in April.' },
    'Signed in': { text: 'Chapter 1\n\nIt was a bright cold day in April.', documentId: '42' },
  },
};

const writeErrors = (what: string): Record<number, ResponseDoc> => ({
  413: errorDoc(
    'Writing needs more memory than a writer may use.',
    `Writing the ${what} needs more than 512 MB of memory, so it was not written. Please export a shorter text.`,
  ),
  422: errorDoc(
    'Writing took longer than a writer may take.',
    `Writing the ${what} took longer than 30 seconds, so it was stopped. Please export a shorter text.`,
  ),
  503: errorDoc(
    'Every writer is busy.',
    'The server is busy writing other files. Please try again in a moment.',
  ),
});

export const documentDocs: FeatureDocs = {
  tag: 'Documents',
  description:
    'Uploads read into text (PDF, Word, RTF, text files, images through OCR) and texts written out as PDF, Word, LaTeX or plain text.',
  routes: {
    'POST /api/extract-text': {
      summary: 'Read the text of an uploaded file',
      description:
        'PDF, Word (DOCX, DOC), RTF and plain text are read; images are read with OCR. The kind is judged by the bytes.',
      bodies: [uploadForm('document', 'The file, at most 25 MB.')],
      responses: { 200: extracted, ...uploadErrors('document') },
    },
    'POST /api/ocr-extract': {
      summary: 'Read an image (or a scanned PDF) with OCR',
      description:
        'Mathpix reads it when its keys are set (with `enhanceMath`, formulas as LaTeX), otherwise the local engine. A scanned PDF has its first 10 pages read.',
      bodies: [
        uploadForm(
          'image',
          'The image (PNG, JPEG, GIF, BMP, WebP, TIFF) or scanned PDF, at most 25 MB.',
          {
            enhanceMath: z.enum(['true', 'false']).optional().describe('Default true.'),
          },
        ),
        {
          contentType: 'application/json',
          schema: z.object({
            imageData: z.string().min(1).describe('A data: URL or bare base64 image.'),
            enhanceMath: z.boolean().optional().describe('Default true.'),
          }),
          examples: {
            'A data URL': {
              imageData: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA…',
              enhanceMath: true,
            },
          },
        },
      ],
      responses: {
        200: extracted,
        ...uploadErrors('image'),
        400: errorDoc(
          'No image, or image data that is not base64.',
          "No file: send it in the 'image' field.",
          'Image data is required',
          'Image data must be a base64 image or a data: URL.',
        ),
        502: errorDoc('Mathpix failed.', 'Mathpix could not read the image: 401 Unauthorized'),
      },
    },
    'POST /api/generate-document': {
      summary: 'Export a text as a TXT, PDF, DOCX or LaTeX file',
      description:
        'Graphs in the text (SVG) are drawn in PDF and DOCX. `latex` writes the same file as `POST /api/export/latex` (default title), under `fileName` with `.tex`.',
      bodyExamples: {
        'A PDF': { text: 'A title\n\nThe first paragraph.', format: 'pdf', fileName: 'essay' },
        'Plain text': { text: 'The first paragraph.', format: 'txt' },
      },
      responses: {
        200: fileDoc(
          'The file, under `fileName` (default `processed-text`).',
          'application/octet-stream',
          {
            'content-type':
              'text/plain, application/pdf, the DOCX type or application/x-tex, by format.',
            'content-disposition': 'attachment; filename="essay.pdf"',
          },
        ),
        400: errorDoc('Validation.', 'Text is required'),
        ...writeErrors('document'),
      },
    },
    'POST /api/export/latex': {
      summary: 'Export a text as a LaTeX document',
      bodyExamples: {
        'With a title': { text: 'Let $x^2 = 4$.', title: 'Notes', author: 'A. Student' },
      },
      responses: {
        200: fileDoc('`document.tex`.', 'application/x-tex', {
          'content-disposition': 'attachment; filename="document.tex"',
        }),
        400: errorDoc('Validation.', 'Text is required'),
        ...writeErrors('document'),
      },
    },
    'POST /api/export/tracked-changes': {
      summary: 'Export a reviewed rewrite as Word tracked changes',
      description:
        'A DOCX whose body holds the differences between `original` and `revised`, word by word, as real revisions (`w:ins` and `w:del` with `author`, default `Redraft`, and the time of the request): Accept All in Word or LibreOffice gives `revised`, Reject All gives `original`, paragraph for paragraph. The file opens with Track Changes on.',
      bodyExamples: {
        'A reviewed rewrite': {
          original: 'The results was good.\n\nWe measured it twice.',
          revised: 'The results were good.\n\nWe measured them twice.',
          fileName: 'essay-reviewed',
          author: 'A. Student',
        },
      },
      responses: {
        200: fileDoc(
          'The Word file, under `fileName` (default `tracked-changes`) with `.docx`.',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          { 'content-disposition': 'attachment; filename="essay-reviewed.docx"' },
        ),
        400: errorDoc('Validation: both texts empty, or a field too long.', 'Text is required'),
        ...writeErrors('document'),
        413: errorDoc(
          'A body past 2 MB, or writing needs more memory than a writer may use.',
          'Request body is too large (limit 2 MB)',
          'Writing the document needs more than 512 MB of memory, so it was not written. Please export a shorter text.',
        ),
      },
    },
    'POST /api/export/authorship': {
      summary: 'Write the authorship report of the workspace’s texts (PDF, DOCX or JSON)',
      description:
        'Each text with its record (the operation log kept in the browser): the log is replayed and must give the text exactly. The report holds the share of the text from each source (Typed, Dictated, Pasted, Uploaded, AI rewrite, Humanized, Library, Not recorded), the text coloured by source, the timeline, the time spent writing, a statement of what the record can and cannot show, and the SHA-256 of the text and of `JSON.stringify(log)`. The JSON also holds each log. Nothing is stored.',
      bodyExamples: {
        'Two typed words': {
          format: 'json',
          documents: [
            {
              key: 'input',
              text: 'My essay',
              log: {
                version: 1,
                startedAt: 1_767_225_600_000,
                sources: [{ kind: 'typed' }],
                ops: [[0, 1200, 0, 0, 'My essay', 0]],
              },
            },
          ],
        },
      },
      responses: {
        200: fileDoc(
          'The report, as `authorship-report.pdf`, `.docx` or `.json`.',
          'application/pdf',
          { 'content-disposition': 'attachment; filename="authorship-report.pdf"' },
        ),
        400: errorDoc('Validation: no text, a malformed record.', 'There is no text to report on'),
        409: errorDoc(
          'A record that does not give its text.',
          'The record does not give this text: it may have been edited outside Redraft',
        ),
        ...writeErrors('document'),
        413: errorDoc(
          'A body past 16 MB, or writing needs more memory than a writer may use.',
          'Request body is too large (limit 16 MB)',
        ),
      },
    },
  },
};
