import { existsSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { breakLongRuns, MAX_UNBROKEN_RUN, renderPdf } from './pdf-document';

const POLISH = 'Zażółć gęślą jaźń w Łodzi.';

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

describe('renderPdf', () => {
  it('writes real, extractable text with the title in the document info', async () => {
    const bytes = await renderPdf({ title: 'A title', margin: 56 }, (doc, font) => {
      doc.font(font.bold).text(font.clean('Heading'));
      doc.font(font.body).text(font.clean('Body text.'));
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { info } = await (await getDocumentProxy(new Uint8Array(bytes))).getMetadata();
    expect(info).toMatchObject({ Title: 'A title', Creator: 'Redraft' });
    expect(await textOf(bytes)).toMatch(/Heading\s+Body text\./);
  });

  it('keeps letters outside Latin-1 with a Unicode font, or marks them visibly without one', async () => {
    const bytes = await renderPdf({ title: 'Polish', margin: 56 }, (doc, font) => {
      doc.font(font.body).text(font.clean(POLISH));
    });
    const unicodeFont = existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
    expect(await textOf(bytes)).toContain(unicodeFont ? POLISH : 'Za??ó?? g??l? ja?? w ?odzi.');
  });

  it('rejects with the error that stopped the drawing', async () => {
    await expect(
      renderPdf({ title: 'Broken', margin: 56 }, () => {
        throw new Error('cannot draw');
      }),
    ).rejects.toThrow('cannot draw');
  });
});

describe('breakLongRuns', () => {
  const ZWSP = '\u200b';

  it('leaves ordinary prose alone', () => {
    const prose = 'A short sentence, with words of ordinary length. Zażółć gęślą jaźń.';
    expect(breakLongRuns(prose)).toBe(prose);
  });

  it('cuts a run without spaces into invisible pieces that lose no character', () => {
    const run = 'x'.repeat(1000);
    const broken = breakLongRuns(run);
    expect(broken.replaceAll(ZWSP, '')).toBe(run);
    expect(Math.max(...broken.split(ZWSP).map((piece) => piece.length))).toBe(MAX_UNBROKEN_RUN);
  });

  it('never separates a letter from its combining marks', () => {
    const run = 'e\u0301'.repeat(100);
    for (const piece of breakLongRuns(run).split(ZWSP)) expect(piece.startsWith('e')).toBe(true);
  });

  it('breaks Thai between its words, as a browser would', () => {
    const broken = breakLongRuns('ภาษาไทยเป็นภาษาที่สวยงาม');
    expect(broken.split(ZWSP)).toEqual(['ภาษา', 'ไทย', 'เป็น', 'ภาษา', 'ที่', 'สวยงาม']);
  });

  it('lays out 60,000 letters and 30,000 Thai characters in linear time', async () => {
    // Unbroken, PDFKit measured every remainder again: 60,000 letters exhausted the heap.
    for (const text of ['a'.repeat(60_000), 'ภาษาไทยเป็นภาษาที่สวยงามมาก'.repeat(1100)]) {
      const started = performance.now();
      const bytes = await renderPdf({ title: 'Long', margin: 56 }, (doc, font) => {
        doc.font(font.body).fontSize(11).text(font.clean(text));
      });
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });
});
