import { PNG } from 'pngjs';
import type { OcrPixels } from '../../../providers/ocr-bands';
import { findBands } from './band-finder';
import { isPlainPng, readPngHeader, readPngRows } from './png-rows';

/**
 * A PNG's pixels for OCR with the bands to read it in. Plain 8-bit PNGs are read row by row
 * (png-rows.ts); pngjs normalises the others (palette, 1 to 16 bits) to 8-bit RGBA.
 * Transparency is laid over white (as tesseract's leptonica does), and a page whose colours
 * are all greys becomes grey.
 */
export function pngOcrPixels(bytes: Uint8Array, pieces: number): OcrPixels {
  const header = readPngHeader(bytes);
  if (header && isPlainPng(header)) {
    const rows = readPngRows(bytes, header);
    const { width, height } = header;
    return withBands({ width, height, ...flatten({ ...rows, width, height, offset: 1 }) }, pieces);
  }
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  return ocrPixels(png.data, png.width, png.height, 4, pieces);
}

/** Raw pixels (grey, RGB or RGBA, 8 bits a channel) for OCR, with the bands to read them in. */
export function ocrPixels(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
  pieces: number,
): OcrPixels {
  const samples = { data, width, height, samples: channels, stride: width * channels, offset: 0 };
  return withBands({ width, height, ...flatten(samples) }, pieces);
}

/**
 * The pixels with their bands, the blank rows above and below them left out: those bytes
 * would only be copied to the server and to tesseract for nothing.
 */
function withBands(image: Omit<OcrPixels, 'bands'>, pieces: number): OcrPixels {
  const bands = findBands(image, pieces);
  const top = bands[0]!.top;
  const bottom = bands.at(-1)!.bottom;
  if (top === 0 && bottom === image.height) return { ...image, bands };
  const rowBytes = image.width * image.channels;
  return {
    ...image,
    height: bottom - top,
    // A copy: a view would carry the whole page's buffer along to the server.
    pixels: image.pixels.slice(top * rowBytes, bottom * rowBytes),
    bands: bands.map((band) => ({ ...band, top: band.top - top, bottom: band.bottom - top })),
  };
}

/** Rows of 8-bit samples: each `stride` bytes long, its pixels from `offset` on. */
interface Samples {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  samples: 1 | 2 | 3 | 4;
  stride: number;
  offset: number;
}

/**
 * Grey when every pixel is a grey, RGB otherwise; alpha laid over white. Grey rows that are
 * already packed are taken as they are, without a copy.
 */
function flatten(source: Samples): { channels: 1 | 3; pixels: Uint8Array } {
  const { data, width, height, samples, stride, offset } = source;
  if (samples === 1 && offset === 0 && stride === width) {
    return { channels: 1, pixels: new Uint8Array(data.buffer, data.byteOffset, width * height) };
  }
  const channels = samples >= 3 && !every(source, isGrey) ? 3 : 1;
  const opaque = samples === 1 || samples === 3 || every(source, isOpaque);
  const out = new Uint8Array(width * height * channels);
  for (let row = 0; row < height; row++) {
    const from = row * stride + offset;
    const to = row * width * channels;
    if (opaque && samples === channels) {
      out.set(data.subarray(from, from + width * samples), to);
    } else if (opaque && channels === 1) {
      // RGB(A) whose pixels are all greys, or opaque grey + alpha: one sample of each.
      for (let x = 0; x < width; x++) out[to + x] = data[from + x * samples]!;
    } else if (opaque) {
      for (let x = 0; x < width; x++) {
        out[to + x * 3] = data[from + x * 4]!;
        out[to + x * 3 + 1] = data[from + x * 4 + 1]!;
        out[to + x * 3 + 2] = data[from + x * 4 + 2]!;
      }
    } else {
      const alphaAt = samples - 1;
      for (let x = 0; x < width; x++) {
        const at = from + x * samples;
        const opacity = data[at + alphaAt]!;
        for (let channel = 0; channel < channels; channel++) {
          // value × opacity + white × transparency, rounded (a Uint8Array store truncates).
          out[to + x * channels + channel] =
            (data[at + channel]! * opacity + 255 * (255 - opacity) + 127) / 255;
        }
      }
    }
  }
  return { channels, pixels: out };
}

const isGrey = (data: Samples['data'], at: number) =>
  data[at] === data[at + 1] && data[at] === data[at + 2];
const isOpaque = (data: Samples['data'], at: number, samples: number) =>
  data[at + samples - 1] === 255;

/** Whether every pixel passes the test; stops at the first that does not. */
function every(
  source: Samples,
  test: (data: Samples['data'], at: number, samples: number) => boolean,
): boolean {
  const { data, width, height, samples, stride, offset } = source;
  for (let row = 0; row < height; row++) {
    for (let at = row * stride + offset, end = at + width * samples; at < end; at += samples) {
      if (!test(data, at, samples)) return false;
    }
  }
  return true;
}
