import { ACCEPTED_TYPES_HINT } from '@common/documents';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { exportErrorMessage } from '@/lib/export-messages';
import { errorCode, uploadErrorMessage } from './messages';

const apiError = (status: number, body: object) =>
  new ApiError(
    status,
    `${status}: ${JSON.stringify(body)}`,
    (body as { message?: string }).message,
  );

describe('upload toasts', () => {
  it("shows 'Unsupported file format' with the accepted types", () => {
    const error = apiError(415, {
      message: `Unsupported file format. ${ACCEPTED_TYPES_HINT}`,
      code: 'unsupported_format',
    });
    expect(uploadErrorMessage('document', error)).toEqual({
      title: 'Unsupported file format',
      description:
        'Accepted: PDF, Word (DOCX, DOC), RTF, plain text, audio (MP3, MP4/M4A, WAV, WebM, OGG) and images (PNG, JPEG, GIF, BMP, WebP, TIFF).',
    });
  });

  it("carries the server's explanation for a file whose content does not match its name", () => {
    const error = apiError(415, {
      message: `Unsupported file format: the file is named or declared as PDF, but its content is plain text. ${ACCEPTED_TYPES_HINT}`,
      code: 'unsupported_format',
    });
    expect(uploadErrorMessage('document', error)).toEqual({
      title: 'Unsupported file format',
      description: `The file is named or declared as PDF, but its content is plain text. ${ACCEPTED_TYPES_HINT}`,
    });
    const ocr = apiError(415, {
      message:
        'Unsupported file format: OCR reads images (PNG, JPEG, GIF, BMP, WebP, TIFF) and scanned PDFs.',
      code: 'unsupported_format',
    });
    expect(uploadErrorMessage('image', ocr).description).toBe(
      `OCR reads images (PNG, JPEG, GIF, BMP, WebP, TIFF) and scanned PDFs. ${ACCEPTED_TYPES_HINT}`,
    );
  });

  it("gives the server's own words for a refused document", () => {
    const error = apiError(413, {
      message: 'The PDF has 501 pages; at most 500 can be read at once.',
    });
    expect(uploadErrorMessage('document', error)).toEqual({
      title: 'Error processing document',
      description: 'The PDF has 501 pages; at most 500 can be read at once.',
    });
  });

  it("says 'Failed to process document: {status}' when the server fails", () => {
    expect(
      uploadErrorMessage('document', apiError(500, { message: 'Internal server error' })),
    ).toEqual({
      title: 'Error processing document',
      description: 'Failed to process document: 500',
    });
  });

  it('mentions configuring OCR only when the server says no engine is available', () => {
    const missing = apiError(503, {
      message: 'OCR is not available: the OCR service must be configured (…)',
      code: 'ocr_not_configured',
    });
    expect(uploadErrorMessage('image', missing).description).toContain('must be configured');
    const damaged = apiError(422, {
      message: 'The image could not be read: it seems to be damaged or incomplete.',
    });
    expect(uploadErrorMessage('image', damaged)).toEqual({
      title: 'Error processing image',
      description: 'The image could not be read: it seems to be damaged or incomplete.',
    });
  });

  it("speaks of transcription for audio: the server's reason, the spec's line without one", () => {
    const noService =
      'No speech-to-text service is configured. Add a Gladia, OpenAI (Whisper), Deepgram or AssemblyAI API key in Settings.';
    expect(uploadErrorMessage('audio', apiError(503, { message: noService }))).toEqual({
      title: 'Transcription Error',
      description: noService,
    });
    expect(uploadErrorMessage('audio', apiError(502, { message: 'Gladia failed' }))).toEqual({
      title: 'Transcription Error',
      description: 'Gladia failed',
    });
    expect(uploadErrorMessage('audio', new TypeError('Failed to fetch'))).toEqual({
      title: 'Transcription Error',
      description: 'Could not transcribe audio. Please check your connection and try again.',
    });
    expect(uploadErrorMessage('audio', apiError(400, { message: 'No audio file' }))).toEqual({
      title: 'Error processing audio',
      description: 'No audio file',
    });
  });

  it('reads the code of an error body', () => {
    expect(errorCode(apiError(422, { message: 'x', code: 'no_text_layer' }))).toBe('no_text_layer');
    expect(errorCode(new ApiError(502, '502: Bad Gateway'))).toBeUndefined();
  });
});

describe('export toasts', () => {
  it('names each failure as the spec does', () => {
    const error = apiError(500, { message: 'Internal server error' });
    expect(exportErrorMessage('pdf', error)).toEqual({
      title: 'PDF Export Failed',
      description: 'Failed to generate document: 500',
    });
    expect(exportErrorMessage('docx', error)).toEqual({
      title: 'Download Failed',
      description: 'Document generation failed: 500',
    });
    expect(exportErrorMessage('latex', apiError(400, { message: 'Text is required' }))).toEqual({
      title: 'Export Failed',
      description: 'Text is required',
    });
  });
});
