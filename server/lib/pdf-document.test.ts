import { existsSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf-document';

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
