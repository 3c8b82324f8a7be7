import { DOCUMENT_LIMITS } from '@common/documents';
import { AppError } from '../../lib/errors';

/** The bytes of an OCR request's `imageData`: a `data:` URL or bare base64. */
export function decodeImageData(imageData: string): Uint8Array {
  const match = /^data:([^;,]*)(;base64)?,/i.exec(imageData);
  if (match && !match[2]) throw new AppError(400, 'Image data must be base64-encoded.');
  const base64 = (match ? imageData.slice(match[0].length) : imageData).replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) {
    throw new AppError(400, 'Image data must be a base64 image or a data: URL.');
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > DOCUMENT_LIMITS.maxUploadBytes) {
    throw new AppError(
      413,
      `The image is larger than ${DOCUMENT_LIMITS.maxUploadBytes / 1024 / 1024} MB.`,
    );
  }
  return bytes;
}
