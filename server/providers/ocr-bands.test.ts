import { describe, expect, it } from 'vitest';
import { groupBands, joinBandTexts, netpbmBand, type OcrBand } from './ocr-bands';

const bands: OcrBand[] = [
  { top: 0, bottom: 100, ink: 10 },
  { top: 100, bottom: 180, ink: 30, gapAbove: 'line' },
  { top: 180, bottom: 260, ink: 20, gapAbove: 'paragraph' },
  { top: 260, bottom: 400, ink: 40, gapAbove: 'line' },
];

describe('groupBands', () => {
  it('keeps the bands when there are cores enough for each', () => {
    expect(groupBands(bands, 4)).toBe(bands);
    expect(groupBands(bands, 8)).toBe(bands);
  });

  it('merges neighbours into groups of about equal ink, keeping the gap above each group', () => {
    expect(groupBands(bands, 2)).toEqual([
      { top: 0, bottom: 180, ink: 40 },
      { top: 180, bottom: 400, ink: 60, gapAbove: 'paragraph' },
    ]);
    expect(groupBands(bands, 3)).toEqual([
      { top: 0, bottom: 180, ink: 40 },
      { top: 180, bottom: 260, ink: 20, gapAbove: 'paragraph' },
      { top: 260, bottom: 400, ink: 40, gapAbove: 'line' },
    ]);
  });

  it('makes one group of the whole page for one core', () => {
    expect(groupBands(bands, 1)).toEqual([{ top: 0, bottom: 400, ink: 100 }]);
  });
});

describe('netpbmBand', () => {
  it('frames a band as PGM (grey) or PPM (colour) without copying its rows', () => {
    const grey = new Uint8Array(4 * 3).map((_, i) => i);
    const image = { width: 4, height: 3, channels: 1 as const, pixels: grey, bands: [] };
    const [header, rows] = netpbmBand(image, { top: 1, bottom: 3, ink: 0 });
    expect(Buffer.from(header!).toString('latin1')).toBe('P5\n4 2\n255\n');
    expect([...rows!]).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows!.buffer).toBe(grey.buffer);

    const rgb = new Uint8Array(2 * 2 * 3).map((_, i) => i);
    const colour = { width: 2, height: 2, channels: 3 as const, pixels: rgb, bands: [] };
    const [ppm, first] = netpbmBand(colour, { top: 0, bottom: 1, ink: 0 });
    expect(Buffer.from(ppm!).toString('latin1')).toBe('P6\n2 1\n255\n');
    expect([...first!]).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('joinBandTexts', () => {
  it('joins in page order: a blank line at a paragraph gap, a line break between lines', () => {
    const texts = [
      'First paragraph,\nits second line.\n\n',
      '\nSecond paragraph,\n',
      'Third paragraph.\n\n\f',
      'Fourth.\n',
    ];
    const groups: OcrBand[] = [
      { top: 0, bottom: 10, ink: 1 },
      { top: 10, bottom: 20, ink: 1, gapAbove: 'paragraph' },
      { top: 20, bottom: 30, ink: 1, gapAbove: 'line' },
      { top: 30, bottom: 40, ink: 1, gapAbove: 'paragraph' },
    ];
    expect(joinBandTexts(groups, texts)).toBe(
      'First paragraph,\nits second line.\n\nSecond paragraph,\nThird paragraph.\n\nFourth.\n',
    );
  });

  it('skips bands that held no text', () => {
    const groups: OcrBand[] = [
      { top: 0, bottom: 10, ink: 1 },
      { top: 10, bottom: 20, ink: 1, gapAbove: 'line' },
      { top: 20, bottom: 30, ink: 1, gapAbove: 'line' },
    ];
    expect(joinBandTexts(groups, ['One.\n', ' \n\f', 'Two.\n'])).toBe('One.\nTwo.\n');
    expect(joinBandTexts(groups, ['', '\n', ' '])).toBe('');
  });
});
