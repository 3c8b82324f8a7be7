/**
 * Where an upload goes, read from its first bytes (the server checks again, from all of
 * them): images to OCR, audio to transcription, everything else to text extraction.
 */
export type UploadRoute = 'image' | 'audio' | 'document';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

export function routeFromBytes(bytes: Uint8Array): UploadRoute {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || // PNG
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    ascii(bytes, 0, 4) === 'GIF8' ||
    ascii(bytes, 0, 2) === 'BM' ||
    (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) // TIFF, big-endian
  ) {
    return 'image';
  }
  if (
    (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') ||
    ascii(bytes, 0, 3) === 'ID3' ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && bytes[1] !== 0xfe) || // MPEG frame
    ascii(bytes, 0, 4) === 'OggS' ||
    startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) || // WebM / Matroska
    ascii(bytes, 4, 8) === 'ftyp' // MP4 / M4A
  ) {
    return 'audio';
  }
  return 'document';
}

export async function routeOf(file: Blob): Promise<UploadRoute> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return routeFromBytes(head);
}
