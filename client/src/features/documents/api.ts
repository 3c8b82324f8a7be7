import type { ExtractTextResponse } from '@common/documents';
import { postForm } from '@/lib/files';

export const extractText = (file: File) =>
  postForm<ExtractTextResponse>('/api/extract-text', 'document', file, file.name);

/** OCR of an image, or of the pages of a scanned PDF. */
export const ocrExtract = (file: File) =>
  postForm<ExtractTextResponse>('/api/ocr-extract', 'image', file, file.name);

/** Transcription lives with dictation; an uploaded recording goes the same way. */
export const transcribeAudio = (file: File) =>
  postForm<{ text: string }>('/api/transcribe', 'audio', file, file.name);
