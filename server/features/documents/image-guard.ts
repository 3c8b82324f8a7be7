import { DOCUMENT_LIMITS } from '@common/documents';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/errors';

/**
 * Reads an image's dimensions from its header, before anything decodes it, and refuses one
 * whose pixels would take too much memory to decode (a 20000 × 20000 PNG is 1.6 GB of RGBA).
 */
export function checkImageBounds(bytes: Uint8Array): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError(422, 'The image could not be read: it seems to be damaged or incomplete.');
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (width <= 0 || height <= 0) {
    throw new AppError(422, 'The image could not be read: it has no width or height.');
  }
  if (
    width * height > DOCUMENT_LIMITS.maxImagePixels ||
    Math.max(width, height) > DOCUMENT_LIMITS.maxImageSide
  ) {
    throw new AppError(
      413,
      `The image is ${width} × ${height} pixels; the limit is ${DOCUMENT_LIMITS.maxImagePixels / 1_000_000} megapixels and ${DOCUMENT_LIMITS.maxImageSide.toLocaleString('en-US')} pixels a side.`,
    );
  }
  return { width, height };
}

const INCOMPLETE = 'The image could not be read: it is incomplete (the file ends too early).';

/** PNG, JPEG and GIF files have an end marker; a cut-off download lacks it. */
export function checkImageComplete(bytes: Uint8Array, mime: string): void {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 64))).toString('latin1');
  if (mime === 'image/png' && !tail.includes('IEND')) throw new AppError(422, INCOMPLETE);
  if (mime === 'image/jpeg' && !tail.includes('\xff\xd9')) throw new AppError(422, INCOMPLETE);
  if (mime === 'image/gif' && !tail.includes(';')) throw new AppError(422, INCOMPLETE);
}
