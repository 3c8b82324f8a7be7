import { describe, expect, it } from 'vitest';
import { BboxReader, parseBboxPages } from './bbox-reader';

const word = (xMin: string, yMin: string, xMax: string, yMax: string, text: string) =>
  `    <word xMin="${xMin}" yMin="${yMin}" xMax="${xMax}" yMax="${yMax}">${text}</word>\n`;

/** What pdftotext -bbox writes, in short: a head, then pages of words. */
const SAMPLE = [
  '<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n',
  '<title>&lt;page width=&quot;1&quot; height=&quot;2&quot;&gt;</title>\n</head>\n<body>\n<doc>\n',
  '  <page width="612.000000" height="792.000000">\n',
  word('72.000000', '72.000000', '99.348000', '83.100000', 'Café'),
  word('102.684000', '72.000000', '142.584000', '83.100000', '&lt;b&gt;&amp;&quot;'),
  word('300.000000', '72.000000', '320.000000', '83.100000', '€10'),
  word('72.000000', '90.000000', '90.000000', '101.100000', 'Next'),
  '  </page>\n',
  '  <page width="595.276000" height="841.890000">\n',
  word('-1.500000', '10.000000', '20.250000', '21.100000', 'edge'),
  '  </page>\n',
  '</doc>\n</body>\n</html>\n',
].join('');

/** Output of other shapes: none of it is read but the word 'kept'. */
const BROKEN = [
  word('1', '1', '2', '2', 'outside any page'),
  '<page width="-5.000000" height="10.000000">',
  word('1', '1', '2', '2', 'on a page with a negative width'),
  '</page>',
  '<page width="50.000000" height="60.000000">',
  '<word xMin="1" yMin="1" xMax="2">no yMax</word>',
  '<word xMin="1" yMin="1" xMax="a" yMax="2">letters</word>',
  '<word xMin="1" yMin="" xMax="2" yMax="2">empty</word>',
  '<word xMin="1" yMin="1" xMax="2" yMax="2">a <b>tag</b> inside</word>',
  word('1', '1', '2', '2', 'kept'),
  '<word xMin="1" yMin="1" xMax="2" yMax="2">never closed, and no word after it',
  '</page>',
].join('\n');

describe('pdftotext -bbox reader', () => {
  it('joins the words of a line into runs, y up from the bottom, entities decoded', () => {
    const [first, second] = parseBboxPages(SAMPLE);
    expect(first!.width).toBe(612);
    expect(first!.height).toBe(792);
    const box = 83.1 - 72;
    expect(first!.runs).toEqual([
      {
        text: 'Café <b>&"',
        x: 72,
        y: 792 - 83.1 + box * 0.2,
        width: 142.584 - 72,
        size: box * 0.9,
      },
      // Farther than one and a half box heights: a run of its own.
      expect.objectContaining({ text: '€10', x: 300 }),
      expect.objectContaining({ text: 'Next', x: 72 }),
    ]);
    expect(second).toEqual({
      width: 595.276,
      height: 841.89,
      runs: [expect.objectContaining({ text: 'edge', x: -1.5, width: 21.75 })],
    });
  });

  it('reads numbers as Number() does', () => {
    const values = ['0.000000', '-0.000000', '12.345678', '123456789.123456', '7', '.5'];
    const long = ['1234567890123.4567890', '1.2.3', '-', '5.'];
    for (const value of [...values, ...long]) {
      const [page] = parseBboxPages(
        `<page width="100.000000" height="100.000000">${word(value, '1', '2', '3', 'w')}</page>`,
      );
      expect(page!.runs[0]!.x).toBe(Number(value));
    }
  });

  it('gives the same pages however the output is cut into chunks', () => {
    // Every size from one byte: cuts fall inside tags, numbers and UTF-8 sequences.
    for (const output of [SAMPLE, BROKEN]) {
      const bytes = Buffer.from(output);
      const whole = parseBboxPages(output);
      expect(whole.length).toBeGreaterThan(0);
      for (let size = 1; size <= 80; size++) {
        const reader = new BboxReader();
        for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
        expect(reader.end()).toEqual(whole);
      }
    }
  });

  it('reads a word longer than many chunks', () => {
    const long = 'x'.repeat(200_000);
    const output = Buffer.from(
      `<page width="10.000000" height="10.000000">${word('1', '1', '2', '2', long)}</page>`,
    );
    const reader = new BboxReader();
    for (let at = 0; at < output.length; at += 4096) reader.push(output.subarray(at, at + 4096));
    expect(reader.end()[0]!.runs[0]!.text).toBe(long);
  });

  it('skips what does not have the shape pdftotext writes, as a strict pattern would', () => {
    const kept = [{ width: 50, height: 60, runs: [expect.objectContaining({ text: 'kept' })] }];
    expect(parseBboxPages(BROKEN)).toEqual(kept);
    const unended = `<page width="70.000000" height="80.000000">${word('1', '1', '2', '2', 'lost')}`;
    expect(parseBboxPages(BROKEN + unended)).toEqual(kept);
  });
});

describe('pdftotext -bbox reader on turned pages', () => {
  const page = (width: number, height: number, words: string[]) =>
    `<page width="${width}" height="${height}">\n${words.join('')}</page>\n`;

  it('turns text that runs down the page (a page with /Rotate 90) upright', () => {
    // Lines read downwards at x 700 and 680 (the next line to the left).
    const [turned] = parseBboxPages(
      page(595, 842, [
        word('700', '72', '711', '100', 'First'),
        word('700', '103', '711', '130', 'line'),
        word('680', '72', '691', '110', 'Second'),
        word('680', '113', '691', '140', 'line'),
      ]),
    );
    expect(turned!.runs.map((run) => run.text)).toEqual(['First line', 'Second line']);
    expect(turned!.runs[0]!.y).toBeGreaterThan(turned!.runs[1]!.y);
  });

  it('turns text that runs up the page, or upside down', () => {
    const [up, down] = parseBboxPages(
      page(595, 842, [
        word('100', '500', '111', '530', 'Upward'),
        word('100', '470', '111', '497', 'words'),
        word('120', '500', '131', '520', 'then'),
        word('120', '470', '131', '497', 'more'),
      ]) +
        page(595, 842, [
          word('500', '700', '530', '711', 'Upside'),
          word('460', '700', '497', '711', 'down'),
          word('500', '680', '520', '691', 'and'),
          word('470', '680', '497', '691', 'more'),
        ]),
    );
    expect(up!.runs.map((run) => run.text)).toEqual(['Upward words', 'then more']);
    expect(down!.runs.map((run) => run.text)).toEqual(['Upside down', 'and more']);
  });

  it('leaves lines of Japanese, each one word, one above the other, upright', () => {
    const [page0] = parseBboxPages(
      page(595, 842, [
        word('64', '64', '326', '80', 'すべての人間は、生まれながらにして自由であり、か'),
        word('64', '82', '326', '98', 'つ、尊厳と権利とについて平等である。人間は、理'),
        word('64', '100', '200', '116', '性と良心とを授けられており'),
      ]),
    );
    expect(page0!.runs.map((run) => run.x)).toEqual([64, 64, 64]);
    expect(page0!.width).toBe(595);
  });

  it('leaves out a page of no size (poppler lists one for a page tree that loops)', () => {
    const pages = parseBboxPages(
      page(595, 842, [word('72', '72', '100', '84', 'Once')]) +
        page(0, 0, [word('72', '72', '100', '84', 'Once')]),
    );
    expect(pages).toHaveLength(1);
  });

  it('joins the letters pdftotext lists one by one in right-to-left text, a gap being a space', () => {
    const [rtl] = parseBboxPages(
      page(595, 842, [
        word('100', '100', '105', '110', 'ם'),
        word('105', '100', '110', '110', 'ו'),
        word('110', '100', '115', '110', 'ל'),
        word('115', '100', '120', '110', 'ש'),
        word('125', '100', '130', '110', 'א'),
      ]),
    );
    expect(rtl!.runs.map((run) => run.text)).toEqual(['םולש א']);
  });

  it('keeps the space of words that touch: a space character with no width (a Type 3 font)', () => {
    const [page0] = parseBboxPages(
      page(612, 792, [
        word('72', '55', '110', '105', 'ab'),
        word('110', '55', '148', '105', 'ba'),
        word('148', '55', '225', '105', 'abba'),
      ]),
    );
    expect(page0!.runs.map((run) => run.text)).toEqual(['ab ba abba']);
  });

  it('joins touching words pdftotext around a combining accent', () => {
    const [page0] = parseBboxPages(
      page(612, 792, [
        word('100', '100', '110', '112', 're\u0301'),
        word('110.5', '100', '130', '112', 'seau'),
        word('134', '100', '140', '112', 'nai'),
        word('141.5', '100', '150', '112', '\u0308f'),
      ]),
    );
    expect(page0!.runs.map((run) => run.text)).toEqual(['re\u0301seau nai\u0308f']);
  });
});
