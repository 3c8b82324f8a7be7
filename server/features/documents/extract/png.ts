import { PNG } from 'pngjs';

/** Raw pixels (1, 3 or 4 channels) as a PNG file, for the OCR engine. */
export function encodePng(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
): Uint8Array {
  const png = new PNG({ width, height });
  for (let pixel = 0; pixel < width * height; pixel++) {
    const from = pixel * channels;
    const to = pixel * 4;
    if (channels === 1) {
      png.data[to] = png.data[to + 1] = png.data[to + 2] = data[from]!;
    } else {
      png.data[to] = data[from]!;
      png.data[to + 1] = data[from + 1]!;
      png.data[to + 2] = data[from + 2]!;
    }
    png.data[to + 3] = channels === 4 ? data[from + 3]! : 255;
  }
  return new Uint8Array(PNG.sync.write(png));
}
