import { crc32, inflateSync } from 'node:zlib';

/** What a PNG's header (IHDR) says, read before anything is decoded. */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  if (bytes.length < 33 || !SIGNATURE.equals(bytes.subarray(0, 8))) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, 33);
  if (view.toString('latin1', 12, 16) !== 'IHDR') return null;
  return {
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
    bitDepth: view[24]!,
    colorType: view[25]!,
    interlaced: view[28] === 1,
  };
}

/** Samples per pixel of the colour types read here: grey, RGB, grey + alpha, RGBA. */
const PLAIN_SAMPLES: Record<number, 1 | 2 | 3 | 4> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Unfiltered rows of a PNG: each row one filter byte, then `width × samples` bytes. */
export interface PngRows {
  data: Uint8Array;
  samples: 1 | 2 | 3 | 4;
  /** Bytes from one row's start to the next (the filter byte included). */
  stride: number;
}

/**
 * Whether a PNG is read by `readPngRows`: 8 bits a sample, no palette, not interlaced, the
 * way scanners and renderers write pages. Others go through pngjs.
 */
export function isPlainPng(header: PngHeader): boolean {
  return header.bitDepth === 8 && !header.interlaced && header.colorType in PLAIN_SAMPLES;
}

/** Samples per pixel of each PNG colour type: grey, RGB, palette, grey + alpha, RGBA. */
const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/**
 * Memory a decode may take in the decoding process (capped at 512 MB in all). Plain PNGs
 * (below) hold their rows and the output; the others go through pngjs, which holds the
 * inflated rows, their unfiltered copy and an RGBA bitmap (16-bit samples as 16 bits) at once.
 */
const MAX_DECODE_BYTES = 320 * 1024 * 1024;

/**
 * Whether a PNG is decoded here to be cut into bands: not interlaced (pngjs would inflate its
 * rows without a bound) and within the decoding memory; any other goes to tesseract whole.
 */
export function decodableForBands(header: PngHeader): boolean {
  const samples = SAMPLES[header.colorType];
  if (!samples || header.interlaced || header.width === 0 || header.height === 0) return false;
  const pixels = header.width * header.height;
  const rows = header.height * (1 + Math.ceil((header.width * samples * header.bitDepth) / 8));
  const output = pixels * (header.colorType === 0 || header.colorType === 4 ? 1 : 3);
  const pngjs = isPlainPng(header) ? 0 : rows + pixels * 4 * (header.bitDepth === 16 ? 2 : 1);
  return rows + pngjs + output <= MAX_DECODE_BYTES;
}

/**
 * The rows of a plain PNG (see isPlainPng), inflated to exactly their size and unfiltered in
 * place. pngjs would also expand every page to 8-bit RGBA: for a 300 dpi page that is 4× the
 * memory and, measured, about 0.2 s more than reading the rows directly (docs/decisions/README.md
 * docs/decisions/118-ocr-page-in-bands.md). Chunks are checked (lengths, CRCs); a damaged file
 * throws.
 */
export function readPngRows(bytes: Uint8Array, header: PngHeader): PngRows {
  const samples = PLAIN_SAMPLES[header.colorType]!;
  const stride = 1 + header.width * samples;
  const size = stride * header.height;
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const compressed: Buffer[] = [];
  let offset = 8;
  for (;;) {
    if (offset + 12 > file.length) throw new Error('PNG ends before IEND');
    const length = file.readUInt32BE(offset);
    const end = offset + 8 + length;
    if (end + 4 > file.length) throw new Error('PNG chunk runs past the end');
    if (crc32(file.subarray(offset + 4, end)) !== file.readUInt32BE(end)) {
      throw new Error('PNG chunk CRC mismatch');
    }
    const type = file.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') compressed.push(file.subarray(offset + 8, end));
    if (type === 'IEND') break;
    offset = end + 4;
  }
  // Inflating stops at the image's size: a stream that would give more is refused, not read.
  // One output chunk of that size: the rows are not gathered from pieces into a second copy.
  const data = inflateSync(Buffer.concat(compressed), {
    maxOutputLength: size,
    chunkSize: Math.max(size, 64),
  });
  if (data.length !== size) throw new Error('PNG image data is incomplete');
  unfilter(data, header.height, stride, samples);
  return { data, samples, stride };
}

/** Undoes each row's filter (none, sub, up, average, Paeth) in place, top to bottom. */
function unfilter(data: Uint8Array, height: number, stride: number, bpp: number): void {
  for (let row = 0; row < height; row++) {
    const start = row * stride + 1;
    const end = start + stride - 1;
    const filter = data[start - 1];
    if (filter === 1) {
      for (let i = start + bpp; i < end; i++) data[i] = data[i]! + data[i - bpp]!;
    } else if (filter === 2) {
      if (row === 0) continue;
      for (let i = start; i < end; i++) data[i] = data[i]! + data[i - stride]!;
    } else if (filter === 3) {
      for (let i = start; i < end; i++) {
        const left = i - bpp >= start ? data[i - bpp]! : 0;
        const up = row > 0 ? data[i - stride]! : 0;
        data[i] = data[i]! + ((left + up) >> 1);
      }
    } else if (filter === 4) {
      for (let i = start; i < end; i++) {
        const hasLeft = i - bpp >= start;
        const left = hasLeft ? data[i - bpp]! : 0;
        const up = row > 0 ? data[i - stride]! : 0;
        const corner = hasLeft && row > 0 ? data[i - stride - bpp]! : 0;
        data[i] = data[i]! + paeth(left, up, corner);
      }
    } else if (filter !== 0) {
      throw new Error('PNG row has an unknown filter');
    }
  }
}

function paeth(left: number, up: number, corner: number): number {
  const estimate = left + up - corner;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toCorner = Math.abs(estimate - corner);
  if (toLeft <= toUp && toLeft <= toCorner) return left;
  return toUp <= toCorner ? up : corner;
}
