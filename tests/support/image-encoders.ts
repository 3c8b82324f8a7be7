// Small encoders that turn a PNG fixture into the other image formats Redraft accepts, so the
// tests cover each format without binary fixtures or image tools.
import { PNG } from 'pngjs';

function grey(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const image = PNG.sync.read(png);
  const pixels = new Uint8Array(image.width * image.height);
  for (let i = 0; i < pixels.length; i++) {
    const r = image.data[i * 4]!;
    const g = image.data[i * 4 + 1]!;
    const b = image.data[i * 4 + 2]!;
    pixels[i] = Math.round((r + g + b) / 3);
  }
  return { width: image.width, height: image.height, pixels };
}

/** 24-bit BMP, bottom-up rows padded to 4 bytes. */
export function pngToBmp(png: Buffer): Buffer {
  const { width, height, pixels } = grey(png);
  const row = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + row * height);
  bmp.write('BM', 0, 'ascii');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = pixels[y * width + x]!;
      const at = 54 + (height - 1 - y) * row + x * 3;
      bmp[at] = bmp[at + 1] = bmp[at + 2] = value;
    }
  }
  return bmp;
}

/**
 * GIF89a with a 256-grey palette. The LZW stream sends a clear code every 254 pixels, so every
 * code stays 9 bits wide: valid GIF, no compression to speak of.
 */
export function pngToGif(png: Buffer): Buffer {
  const { width, height, pixels } = grey(png);
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'ascii');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0xf7; // global colour table, 8 bits, 256 entries
  const palette = Buffer.alloc(256 * 3);
  for (let i = 0; i < 256; i++) palette[i * 3] = palette[i * 3 + 1] = palette[i * 3 + 2] = i;
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const codes: number[] = [];
  const CLEAR = 256;
  const END = 257;
  for (let i = 0; i < pixels.length; i++) {
    if (i % 254 === 0) codes.push(CLEAR);
    codes.push(pixels[i]!);
  }
  codes.push(END);
  const packed: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += 9;
    while (bits >= 8) {
      packed.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(buffer & 0xff);
  const blocks: number[] = [8];
  for (let i = 0; i < packed.length; i += 255) {
    const block = packed.slice(i, i + 255);
    blocks.push(block.length, ...block);
  }
  blocks.push(0);
  return Buffer.concat([header, palette, descriptor, Buffer.from(blocks), Buffer.from([0x3b])]);
}
