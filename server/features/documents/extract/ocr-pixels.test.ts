import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ocrPixels, pngOcrPixels } from './ocr-pixels';
import { decodableForBands, readPngHeader } from './png-rows';

/** A PNG of RGBA pixels, written by pngjs in the colour type (and row filter) asked for. */
function png(
  rgba: number[],
  width: number,
  height: number,
  options: { colorType: 0 | 2 | 4 | 6; filterType?: number },
): Uint8Array {
  const image = new PNG({ width, height });
  image.data.set(rgba);
  return new Uint8Array(PNG.sync.write(image, { ...options, inputColorType: 6 }));
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([uint32(data.length), body, uint32(crc32(body))]);
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** A PNG written byte by byte (pngjs writes no palette and takes no 16-bit input). */
function rawPng(options: {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  /** Each row's bytes, without the filter byte. */
  rows: number[][];
  palette?: number[][];
  interlace?: number;
}) {
  const { width, height, bitDepth, colorType, rows, palette, interlace = 0 } = options;
  const header = Buffer.concat([
    uint32(width),
    uint32(height),
    Buffer.from([bitDepth, colorType, 0, 0, interlace]),
  ]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      ...(palette ? [chunk('PLTE', Buffer.from(palette.flat()))] : []),
      chunk('IDAT', deflateSync(Buffer.from(rows.flatMap((row) => [0, ...row])))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const grey = (...values: number[]) => values.flatMap((value) => [value, value, value, 255]);

describe('pngOcrPixels', () => {
  it('reads a grey PNG as grey, 8 and 16 bits', () => {
    const eight = pngOcrPixels(png(grey(0, 64, 128, 255), 2, 2, { colorType: 0 }), 1);
    expect(eight).toMatchObject({ width: 2, height: 2, channels: 1 });
    expect([...eight.pixels]).toEqual([0, 64, 128, 255]);
    expect(eight.bands).toEqual([{ top: 0, bottom: 2, ink: expect.any(Number) }]);
    const rows = [
      [0x00, 0x00, 0x40, 0x40],
      [0x80, 0x80, 0xff, 0xff],
    ];
    const sixteen = pngOcrPixels(
      rawPng({ width: 2, height: 2, bitDepth: 16, colorType: 0, rows }),
      1,
    );
    expect(sixteen).toMatchObject({ width: 2, height: 2, channels: 1 });
    expect([...sixteen.pixels]).toEqual([0, 64, 128, 255]);
  });

  it('keeps colour as RGB, and makes a colour PNG whose pixels are all greys grey', () => {
    const colour = pngOcrPixels(png([255, 0, 0, 255, 0, 0, 255, 255], 2, 1, { colorType: 2 }), 1);
    expect(colour.channels).toBe(3);
    expect([...colour.pixels]).toEqual([255, 0, 0, 0, 0, 255]);
    const greys = pngOcrPixels(png(grey(10, 200), 2, 1, { colorType: 2 }), 1);
    expect(greys.channels).toBe(1);
    expect([...greys.pixels]).toEqual([10, 200]);
  });

  it('lays transparency over white, as tesseract does', () => {
    const rgba = [0, 0, 0, 255, 0, 0, 0, 128, 0, 0, 0, 0, 200, 0, 0, 0];
    const image = pngOcrPixels(png(rgba, 4, 1, { colorType: 6 }), 1);
    expect(image.channels).toBe(3);
    expect([...image.pixels]).toEqual([0, 0, 0, 127, 127, 127, 255, 255, 255, 255, 255, 255]);
    const greyAlpha = pngOcrPixels(png(rgba.slice(0, 12), 3, 1, { colorType: 4 }), 1);
    expect([...greyAlpha.pixels]).toEqual([0, 127, 255]);
  });

  it('reads a palette PNG', () => {
    const palette = [
      [255, 255, 255],
      [0, 0, 0],
    ];
    const rows = [
      [0, 1],
      [1, 0],
    ];
    const image = pngOcrPixels(
      rawPng({ width: 2, height: 2, bitDepth: 8, colorType: 3, rows, palette }),
      1,
    );
    expect(image).toMatchObject({ channels: 1, width: 2, height: 2 });
    expect([...image.pixels]).toEqual([255, 0, 0, 255]);
  });

  it('cuts a decoded page into bands between its paragraphs, without its blank rows', () => {
    const width = 300;
    const rgba: number[] = [];
    for (let y = 0; y < 200; y++) {
      // Two "lines" of glyph blocks, rows 40–60 and 120–140.
      const inked = (y >= 40 && y < 60) || (y >= 120 && y < 140);
      for (let x = 0; x < width; x++) rgba.push(...grey(inked && x % 10 < 6 ? 0 : 255));
    }
    const image = pngOcrPixels(png(rgba, width, 200, { colorType: 0 }), 2);
    // Rows 24–156 (the lines and 16 rows of margin), cut in the middle of the gap.
    expect(image.height).toBe(132);
    expect(image.pixels.length).toBe(width * 132);
    expect(image.pixels[15 * width]).toBe(255);
    expect(image.pixels[16 * width]).toBe(0);
    expect(image.bands.map(({ top, bottom }) => [top, bottom])).toEqual([
      [0, 66],
      [66, 132],
    ]);
  });
});

describe('plain PNGs, read row by row', () => {
  // Pixels that differ from their neighbours every way, so each filter has work to do.
  const width = 23;
  const height = 9;
  const rgba: number[] = [];
  for (let i = 0; i < width * height; i++) {
    const value = (i * 37) % 256;
    rgba.push(value, (value * 7) % 256, 255 - value, i % 5 === 0 ? (i * 11) % 256 : 255);
  }

  it('give what pngjs gives, for every colour type and row filter', () => {
    for (const colorType of [0, 2, 4, 6] as const) {
      for (const filterType of [0, 1, 2, 3, 4]) {
        const file = png(rgba, width, height, { colorType, filterType });
        const viaPngjs = PNG.sync.read(Buffer.from(file));
        const expected = ocrPixels(viaPngjs.data, width, height, 4, 1);
        expect(pngOcrPixels(file, 1), `colour type ${colorType}, filter ${filterType}`).toEqual(
          expected,
        );
      }
    }
  });

  it('refuse a damaged file: a bad checksum, a cut-off end, or rows that run on', () => {
    const file = png(rgba, width, height, { colorType: 2 });
    const badCrc = file.slice();
    badCrc[40] = badCrc[40]! ^ 0xff;
    expect(() => pngOcrPixels(badCrc, 1)).toThrow(/CRC/);
    expect(() => pngOcrPixels(file.subarray(0, file.length - 20), 1)).toThrow();
    // The header says one row fewer than the data holds: inflating stops at the image's size.
    const rows = Array.from({ length: 3 }, () => [1, 2, 3]);
    const runsOn = rawPng({ width: 1, height: 3, bitDepth: 8, colorType: 2, rows });
    const header = Buffer.from(runsOn.buffer, runsOn.byteOffset, runsOn.length);
    header.writeUInt32BE(2, 20);
    header.writeUInt32BE(crc32(header.subarray(12, 29)) >>> 0, 29);
    expect(() => pngOcrPixels(runsOn, 1)).toThrow();
  });
});

describe('ocrPixels', () => {
  it('takes RGBA as RGB (opaque) or laid over white, and RGB greys as grey', () => {
    const opaque = ocrPixels(new Uint8Array([10, 20, 30, 255, 40, 50, 60, 255]), 2, 1, 4, 1);
    expect(opaque.channels).toBe(3);
    expect([...opaque.pixels]).toEqual([10, 20, 30, 40, 50, 60]);
    const seeThrough = ocrPixels(new Uint8Array([10, 20, 30, 0, 40, 50, 60, 255]), 2, 1, 4, 1);
    expect([...seeThrough.pixels]).toEqual([255, 255, 255, 40, 50, 60]);
    const greys = ocrPixels(new Uint8Array([9, 9, 9, 200, 200, 200]), 2, 1, 3, 1);
    expect(greys.channels).toBe(1);
    expect([...greys.pixels]).toEqual([9, 200]);
  });

  it('takes grey pixels as they are, without a copy', () => {
    const data = new Uint8ClampedArray([1, 2, 3, 4]);
    const image = ocrPixels(data, 2, 2, 1, 1);
    expect(image.pixels.buffer).toBe(data.buffer);
    expect([...image.pixels]).toEqual([1, 2, 3, 4]);
  });
});

describe('readPngHeader and decodableForBands', () => {
  it('reads the header, and nothing from a file that is not a PNG', () => {
    const sixteen = rawPng({ width: 1, height: 1, bitDepth: 16, colorType: 0, rows: [[0, 0]] });
    expect(readPngHeader(sixteen)).toEqual({
      width: 1,
      height: 1,
      bitDepth: 16,
      colorType: 0,
      interlaced: false,
    });
    expect(readPngHeader(new TextEncoder().encode('GIF89a and more than thirty-three bytes'))).toBe(
      null,
    );
    const interlaced = rawPng({
      width: 1,
      height: 1,
      bitDepth: 8,
      colorType: 0,
      rows: [[0]],
      interlace: 1,
    });
    expect(readPngHeader(interlaced)?.interlaced).toBe(true);
  });

  it('decodes a 300 dpi page here, but not an interlaced PNG or one too big to decode', () => {
    const page = { width: 2550, height: 3300, bitDepth: 8, colorType: 2, interlaced: false };
    expect(decodableForBands(page)).toBe(true);
    expect(decodableForBands({ ...page, interlaced: true })).toBe(false);
    expect(
      decodableForBands({ ...page, width: 5000, height: 5000, bitDepth: 16, colorType: 6 }),
    ).toBe(false);
    expect(decodableForBands({ ...page, colorType: 5 })).toBe(false);
  });
});
