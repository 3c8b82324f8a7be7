/**
 * A page as raw pixels, cut into horizontal bands at blank rows, so that the native tesseract
 * can read the bands side by side on idle cores (docs/decisions/118-ocr-page-in-bands.md). The
 * bands are found
 * where the image is decoded (a parsing worker, off the server's event loop); here they are
 * only grouped, framed for tesseract, and their texts joined.
 */

/** The most bands one page is cut into: each costs a process and a model load (~0.1 s). */
export const MAX_BANDS = 4;

export interface OcrBand {
  /** First row of the band, and the row after its last. */
  top: number;
  bottom: number;
  /** Pixels of ink in the band: its share of the reading (0 on a page not measured). */
  ink: number;
  /**
   * What the blank gap above the band separates: two paragraphs, or two lines of one
   * paragraph. Absent on the first band.
   */
  gapAbove?: 'paragraph' | 'line';
}

/** A page's pixels, without the blank rows above its first line and below its last. */
export interface OcrPixels {
  width: number;
  height: number;
  /** Grey (1) or RGB (3), 8 bits each; alpha is already laid over white. */
  channels: 1 | 3;
  pixels: Uint8Array;
  /** Top to bottom, covering every row: one band when the page is not to be cut. */
  bands: OcrBand[];
}

/**
 * At most `count` bands: neighbours are merged so that each group holds about an equal share
 * of the ink (fewer cores are idle than the page was cut for).
 */
export function groupBands(bands: OcrBand[], count: number): OcrBand[] {
  if (bands.length <= Math.max(1, count)) return bands;
  const total = bands.reduce((sum, band) => sum + band.ink, 0);
  const groups: OcrBand[] = [];
  let first = 0;
  for (let group = 1; group <= count; group++) {
    let last = bands.length - 1;
    if (group < count) {
      // The band that ends closest to this group's share, leaving one band for each group after.
      const target = (total * group) / count;
      const latest = bands.length - 1 - (count - group);
      let ink = bands.slice(0, first).reduce((sum, band) => sum + band.ink, 0);
      let best = first;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let index = first; index <= latest; index++) {
        ink += bands[index]!.ink;
        const distance = Math.abs(ink - target);
        if (distance < bestDistance) [best, bestDistance] = [index, distance];
      }
      last = best;
    }
    const members = bands.slice(first, last + 1);
    groups.push({
      top: members[0]!.top,
      bottom: members.at(-1)!.bottom,
      ink: members.reduce((sum, band) => sum + band.ink, 0),
      ...(members[0]!.gapAbove ? { gapAbove: members[0]!.gapAbove } : {}),
    });
    first = last + 1;
  }
  return groups;
}

/**
 * One band as a netpbm image (PGM for grey, PPM for colour: a short header and the raw rows),
 * which leptonica reads from stdin with no decoding: two chunks, the rows not copied.
 */
export function netpbmBand(image: OcrPixels, band: OcrBand): Uint8Array[] {
  const rowBytes = image.width * image.channels;
  const header = `${image.channels === 1 ? 'P5' : 'P6'}\n${image.width} ${band.bottom - band.top}\n255\n`;
  return [
    Buffer.from(header, 'latin1'),
    image.pixels.subarray(band.top * rowBytes, band.bottom * rowBytes),
  ];
}

/**
 * The bands' texts in page order: a blank line where the cut fell between paragraphs, a line
 * break where it fell between two lines of one paragraph (the reflow joins those again).
 */
export function joinBandTexts(bands: OcrBand[], texts: string[]): string {
  let joined = '';
  texts.forEach((text, index) => {
    const body = text.replace(/^\s*\n/, '').trimEnd();
    if (!body) return;
    if (joined) joined += bands[index]!.gapAbove === 'line' ? '\n' : '\n\n';
    joined += body;
  });
  return joined ? `${joined}\n` : '';
}
