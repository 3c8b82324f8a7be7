import { describe, expect, it } from 'vitest';
import { findBands, type PixelImage } from './band-finder';

const WIDTH = 800;
const LINE = 24;

/** A white grey page; `lines` are the rows where text lines are drawn as dark glyph-sized blocks. */
function page(height: number, lines: Array<[top: number, bottom: number]>, width = WIDTH) {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [top, bottom] of lines) drawLine(pixels, width, top, bottom, 40, width - 40);
  return { width, height, channels: 1 as const, pixels };
}

/** Glyphs 10 px wide with 4 px between them and a word space every 6 glyphs. */
function drawLine(
  pixels: Uint8Array,
  width: number,
  top: number,
  bottom: number,
  left: number,
  right: number,
  ink = 0,
) {
  for (let x = left, glyph = 0; x + 10 <= right; x += 14, glyph++) {
    if (glyph % 6 === 5) continue;
    for (let y = top; y < bottom; y++) pixels.fill(ink, y * width + x, y * width + x + 10);
  }
}

/** Text lines `LINE` tall, `gap` apart, with a taller gap after every `perParagraph` lines. */
function paragraphs(count: number, perParagraph: number, gap = 8, paragraphGap = 30) {
  const lines: Array<[number, number]> = [];
  let y = 60;
  for (let paragraph = 0; paragraph < count; paragraph++) {
    for (let line = 0; line < perParagraph; line++) {
      lines.push([y, y + LINE]);
      y += LINE + (line === perParagraph - 1 ? paragraphGap : gap);
    }
  }
  return { lines, height: y + 60 };
}

/**
 * No band boundary falls inside a drawn line, and the bands follow one another, covering
 * every line with a margin of 16 rows at least.
 */
function expectCleanCuts(
  image: PixelImage,
  bands: ReturnType<typeof findBands>,
  lines: Array<[number, number]>,
) {
  expect(bands[0]!.top).toBeGreaterThanOrEqual(0);
  expect(bands[0]!.top).toBeLessThanOrEqual(lines[0]![0] - 16);
  expect(bands.at(-1)!.bottom).toBeLessThanOrEqual(image.height);
  expect(bands.at(-1)!.bottom).toBeGreaterThanOrEqual(lines.at(-1)![1] + 16);
  for (let index = 1; index < bands.length; index++) {
    const cut = bands[index]!.top;
    expect(bands[index - 1]!.bottom).toBe(cut);
    for (const [top, bottom] of lines) expect(cut <= top || cut >= bottom).toBe(true);
  }
}

describe('findBands', () => {
  it('cuts a page of paragraphs in the paragraph gap nearest the middle of its ink', () => {
    const { lines, height } = paragraphs(6, 4);
    const image = page(height, lines);
    const bands = findBands(image, 2);
    expect(bands).toHaveLength(2);
    expectCleanCuts(image, bands, lines);
    // Three paragraphs of four lines above, three below: the cut lies between lines 12 and 13.
    expect(bands[1]!.top).toBeGreaterThanOrEqual(lines[11]![1]);
    expect(bands[1]!.top).toBeLessThan(lines[12]![0]);
    expect(bands[1]!.gapAbove).toBe('paragraph');
    expect(bands[0]!.ink).toBe(bands[1]!.ink);
  });

  it('balances the ink, not the height: text on the top third is cut within it', () => {
    const { lines } = paragraphs(6, 2);
    const image = page(3000, lines);
    const [, second] = findBands(image, 2);
    expect(second!.top).toBeGreaterThanOrEqual(lines[5]![1]);
    expect(second!.top).toBeLessThan(lines[6]![0]);
  });

  it('leaves out the blank rows above the first line and below the last, but a margin', () => {
    const { lines } = paragraphs(6, 2);
    const bands = findBands(page(3000, lines), 2);
    expect(bands[0]!.top).toBe(lines[0]![0] - LINE);
    expect(bands.at(-1)!.bottom).toBe(lines.at(-1)![1] + LINE);
    // Uncut, a page is trimmed all the same; near the edge the margin stops at the edge, and
    // on a short page it is 16 rows.
    const near = findBands(page(200, [[5, 5 + LINE]]), 2);
    expect(near).toEqual([{ top: 0, bottom: 5 + LINE + 16, ink: expect.any(Number) }]);
  });

  it('cuts between two lines of one paragraph when no paragraph gap is near the middle', () => {
    const { lines, height } = paragraphs(1, 20);
    const image = page(height, lines);
    const bands = findBands(image, 2);
    expect(bands).toHaveLength(2);
    expectCleanCuts(image, bands, lines);
    expect(bands[1]!.gapAbove).toBe('line');
    expect(bands[1]!.top).toBeGreaterThanOrEqual(lines[9]![1]);
    expect(bands[1]!.top).toBeLessThan(lines[10]![0]);
  });

  it('does not cut where no blank row separates the lines', () => {
    const lines: Array<[number, number]> = Array.from({ length: 20 }, (_, i) => [
      50 + i * LINE,
      50 + (i + 1) * LINE,
    ]);
    expect(findBands(page(50 + 21 * LINE + 50, lines), 2)).toEqual([
      { top: 50 - 16, bottom: 50 + 20 * LINE + 16, ink: expect.any(Number) },
    ]);
  });

  it('does not cut when the only gaps are far from the middle of the ink', () => {
    // One paragraph gap after the first line of twenty; the rest touch.
    const lines: Array<[number, number]> = [[50, 50 + LINE]];
    for (let i = 0; i < 19; i++) lines.push([120 + i * LINE, 120 + (i + 1) * LINE]);
    expect(findBands(page(700, lines), 2)).toHaveLength(1);
  });

  it('reads one band when asked for one, and for a blank page', () => {
    const { lines, height } = paragraphs(4, 3);
    expect(findBands(page(height, lines), 1)).toHaveLength(1);
    expect(findBands(page(400, []), 2)).toEqual([{ top: 0, bottom: 400, ink: 0 }]);
  });

  it('leaves the sliver under a dot alone: a gap needs line-sized ink on both sides', () => {
    // Two lines, each with a row of 3 px "dots" 4 rows above it: the only gaps of line size
    // are between the dots and their line, and between the two lines.
    const image = page(300, [
      [100, 100 + LINE],
      [150, 150 + LINE],
    ]);
    for (const top of [93, 143]) {
      for (let x = 45; x < WIDTH - 40; x += 56) {
        for (let y = top; y < top + 3; y++) image.pixels.fill(0, y * WIDTH + x, y * WIDTH + x + 3);
      }
    }
    const bands = findBands(image, 2);
    expect(bands).toHaveLength(2);
    // The cut is between the first line (ending at 124) and the second line's dots (at 143).
    expect(bands[1]!.top).toBeGreaterThanOrEqual(124);
    expect(bands[1]!.top).toBeLessThan(143);
  });

  it('sees through scattered specks, but not through noise in every row', () => {
    const { lines, height } = paragraphs(6, 4);
    const specked = page(height, lines);
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let y = 0; y < height; y++) specked.pixels[y * WIDTH + Math.floor(random() * WIDTH)] = 0;
    const bands = findBands(specked, 2);
    expect(bands).toHaveLength(2);
    expectCleanCuts(specked, bands, lines);

    const noisy = page(height, lines);
    for (let y = 0; y < height; y++) {
      for (let i = 0; i < 20; i++) noisy.pixels[y * WIDTH + Math.floor(random() * WIDTH)] = 0;
    }
    expect(findBands(noisy, 2)).toHaveLength(1);
  });

  it("ignores a scanner's dark edge running down the page", () => {
    const { lines, height } = paragraphs(6, 4);
    const image = page(height, lines);
    for (let y = 0; y < height; y++) image.pixels.fill(30, y * WIDTH, y * WIDTH + 12);
    const bands = findBands(image, 2);
    expect(bands).toHaveLength(2);
    expectCleanCuts(image, bands, lines);
  });

  it('does not cut a page of two columns (tesseract reads one column after the other)', () => {
    const { lines, height } = paragraphs(6, 4);
    const pixels = new Uint8Array(WIDTH * height).fill(255);
    for (const [top, bottom] of lines) {
      drawLine(pixels, WIDTH, top, bottom, 40, 370);
      drawLine(pixels, WIDTH, top, bottom, 430, 760);
    }
    expect(findBands({ width: WIDTH, height, channels: 1, pixels }, 2)).toHaveLength(1);
  });

  it('does not cut a page whose columns end above the cut, under a title across them', () => {
    // A title over the gutter, both columns for six lines, then the left column alone: a cut
    // below the right column's end would put its text before the left column's last lines.
    const pixels = new Uint8Array(WIDTH * 1200).fill(255);
    drawLine(pixels, WIDTH, 60, 60 + LINE, 200, 600);
    for (let line = 0; line < 20; line++) {
      const top = 120 + line * (LINE + 8);
      drawLine(pixels, WIDTH, top, top + LINE, 40, 370);
      if (line < 6) drawLine(pixels, WIDTH, top, top + LINE, 430, 760);
    }
    expect(findBands({ width: WIDTH, height: 1200, channels: 1, pixels }, 2)).toHaveLength(1);
  });

  it('still cuts a page whose running head has parts left and right', () => {
    const { lines, height } = paragraphs(6, 4);
    const image = page(height, lines);
    drawLine(image.pixels, WIDTH, 10, 10 + LINE, 40, 200);
    drawLine(image.pixels, WIDTH, 10, 10 + LINE, 600, 760);
    expect(findBands(image, 2)).toHaveLength(2);
  });

  it('finds light text on a dark page, and colour text that is light in grey', () => {
    const { lines, height } = paragraphs(6, 4);
    const dark = page(height, []);
    dark.pixels.fill(20);
    for (const [top, bottom] of lines) drawLine(dark.pixels, WIDTH, top, bottom, 40, 760, 230);
    expectCleanCuts(dark, findBands(dark, 2), lines);
    expect(findBands(dark, 2)).toHaveLength(2);

    // Yellow text on white: bright in grey, but its blue channel is far from the paper's.
    const rgb = new Uint8Array(WIDTH * height * 3).fill(255);
    const mask = page(height, lines);
    for (let pixel = 0; pixel < WIDTH * height; pixel++) {
      if (mask.pixels[pixel] === 0) rgb[pixel * 3 + 2] = 0;
    }
    const yellow = { width: WIDTH, height, channels: 3 as const, pixels: rgb };
    const bands = findBands(yellow, 2);
    expect(bands).toHaveLength(2);
    expectCleanCuts(yellow, bands, lines);
  });

  it('cuts into more bands for more idle cores, each boundary clean', () => {
    const { lines, height } = paragraphs(8, 3);
    const image = page(height, lines);
    const bands = findBands(image, 4);
    expect(bands).toHaveLength(4);
    expectCleanCuts(image, bands, lines);
    for (const band of bands) expect(band.ink).toBe(bands[0]!.ink);
  });
});
