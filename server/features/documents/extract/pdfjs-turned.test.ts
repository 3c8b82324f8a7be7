import { describe, expect, it } from 'vitest';
import { layoutPages } from './pdf-layout';
import { type PdfjsItem, uprightPages } from './pdfjs-turned';

/** A pdf.js item whose baseline runs at `degrees` (counter-clockwise), drawn at (x, y). */
const item = (str: string, degrees: number, x: number, y: number): PdfjsItem => {
  const r = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(r)), Math.round(Math.sin(r))];
  return {
    str,
    transform: [12 * cos, 12 * sin, -12 * sin, 12 * cos, x, y],
    width: str.length * 6,
    height: 12,
  };
};

describe('turned text in the pdf.js fallback', () => {
  it('leaves an upright page as it was', () => {
    const [page] = uprightPages([item('Hello there', 0, 72, 700)], 612, 792);
    expect(page!.runs).toEqual([{ text: 'Hello there', x: 72, y: 700, width: 66, size: 12 }]);
    expect(page!.width).toBe(612);
  });

  it.each([90, 180, 270])('reads lines drawn turned by %i° in order, each a line', (degrees) => {
    // Each next line is one line further "down" in the text's own frame.
    const r = (degrees * Math.PI) / 180;
    const down = [Math.round(Math.sin(r)) * 14, -Math.round(Math.cos(r)) * 14];
    const lines = ['The first line of the turned text', 'and its second line, read after it'];
    const items = lines.map((line, i) =>
      item(line, degrees, 300 + down[0]! * i, 400 + down[1]! * i),
    );
    expect(layoutPages(uprightPages(items, 612, 792))).toBe(lines.join(' '));
  });

  it("reads a page's main direction first and the other direction after, apart", () => {
    const items = [
      item('A short upright note.', 0, 72, 740),
      item('The turned text is the longer of the two blocks here.', 90, 200, 100),
    ];
    const text = layoutPages(uprightPages(items, 612, 792));
    expect(text).toBe(
      'The turned text is the longer of the two blocks here.\n\nA short upright note.',
    );
  });
});
