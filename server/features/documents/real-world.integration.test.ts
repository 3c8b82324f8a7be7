import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extractUpload,
  OCR_PAGE_PARAGRAPHS,
  readFixture,
  sampleDoc,
} from '../../../tests/support/document-fixtures';
import {
  attachmentOnlyEncryptedPdf,
  CZECH_TEXT,
  codePageRtf,
  JAPANESE_TEXT,
  LOOPING_TREE_TEXT,
  loopingPageTreePdf,
  PRINTED_TEXT_TIFF,
  PRINTED_TEXT_WEBP,
  ROTATED_PAGES,
  RTL_LINES,
  RTL_PDF,
  rotatedPdf,
  shiftJisText,
  turnedScan,
  WESTERN_TEXT,
  WRAPPER_TEXT,
  windows1252Text,
} from '../../../tests/support/real-world-fixtures';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const extract = (bytes: Buffer, filename: string) => extractUpload(server.url, bytes, filename);

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('documents from the real world (issue 39)', () => {
  it('reads a text file saved in Windows-1252', async () => {
    const { status, body } = await extract(windows1252Text(), 'notes.txt');
    expect(status).toBe(200);
    expect(body.text).toBe(WESTERN_TEXT);
  });

  it('reads a text file saved in Shift_JIS', async () => {
    const { status, body } = await extract(shiftJisText(), 'japanese.txt');
    expect(status).toBe(200);
    expect(body.text).toBe(JAPANESE_TEXT);
  });

  it("reads an RTF's Czech and Japanese fonts in their own code pages", async () => {
    const { status, body } = await extract(codePageRtf(), 'letter.rtf');
    expect(status).toBe(200);
    expect(body.text).toBe(`${CZECH_TEXT}\n\n${JAPANESE_TEXT}\n\nCafé crème.`);
  });

  it('reads right-to-left text in reading order, numbers and Latin names kept', async () => {
    const { status, body } = await extract(readFixture(RTL_PDF), 'rtl.pdf');
    expect(status).toBe(200);
    for (const line of RTL_LINES) expect(words(body.text!)).toContain(line);
  });

  it('reads the text layer of pages turned by 90°, 180° and 270°, word by word', async () => {
    const { status, body } = await extract(await rotatedPdf(), 'rotated.pdf');
    expect(status).toBe(200);
    expect(words(body.text!)).toBe(ROTATED_PAGES.join(' '));
  });

  it('reads a PDF whose attachments alone are encrypted, rather than asking for a password', async () => {
    const { status, body } = await extract(attachmentOnlyEncryptedPdf(), 'wrapper.pdf');
    expect(status).toBe(200);
    expect(body.text).toBe(WRAPPER_TEXT);
  });

  it('reads a PDF whose page tree loops back on itself', async () => {
    const { status, body } = await extract(loopingPageTreePdf(), 'loop.pdf');
    expect(status).toBe(200);
    expect(body.text).toBe(LOOPING_TREE_TEXT);
  });

  it('reads a Word 97 document with optional and non-breaking hyphens as its words', async () => {
    const doc = sampleDoc([
      'An opti\u001fonal hy\u001fphen, a well\u001eknown word.',
      'undefined stays',
    ]);
    const { status, body } = await extract(doc, 'hyphens.doc');
    expect(status).toBe(200);
    expect(body.text).toBe('An optional hyphen, a well\u2011known word.\n\nundefined stays');
  });

  it.each([
    ['WebP', PRINTED_TEXT_WEBP],
    ['TIFF', PRINTED_TEXT_TIFF],
  ])('reads a %s image with OCR', async (_, name) => {
    const { status, body } = await extract(readFixture(name), name);
    expect(status).toBe(200);
    expect(body.text).toBe('The quick brown fox jumps over the lazy dog.');
  });

  it.each([180, 270])(
    'reads a page scanned turned by %i°',
    async (rotate) => {
      const paragraphs = OCR_PAGE_PARAGRAPHS.slice(0, 3);
      const { status, body } = await extract(await turnedScan(paragraphs, rotate), 'scan.png');
      expect(status).toBe(200);
      expect(words(body.text!)).toBe(paragraphs.join(' '));
    },
    60_000,
  );
});

describe('writing what the real world writes (issue 39)', () => {
  async function exportedPdf(text: string): Promise<Buffer> {
    const response = await fetch(
      `${server.url}/api/generate-document`,
      postJson({ text, format: 'pdf' }),
    );
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  /** What poppler reads from a PDF: another reader than Redraft's own. */
  const popplerText = (pdf: Buffer) =>
    execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

  it('keeps a paragraph of CJK with no space in the PDF, and Japanese prose whole', async () => {
    const prose = `${JAPANESE_TEXT}人間は、理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。`;
    const pdf = await exportedPdf(`日本語テスト\n\n${prose.repeat(3)}`);
    expect(popplerText(pdf).replace(/\s+/g, '')).toBe(`日本語テスト${prose.repeat(3)}`);
    const { body } = await extract(pdf, 'export.pdf');
    expect(body.text).toBe(`日本語テスト\n\n${prose.repeat(3)}`);
  });

  it('writes Hebrew and Arabic in reading order, read back as written', async () => {
    const text = RTL_LINES.slice(0, 2).join('\n\n');
    const pdf = await exportedPdf(text);
    const { body } = await extract(pdf, 'export.pdf');
    expect(body.text).toBe(text);
    // poppler puts a full stop by its own rules; the words' order is what counts.
    const poppler = words(popplerText(pdf).replace(/[\u200e\u200f\u202a-\u202e.]/g, ''));
    expect(poppler).toContain('שלום עולם');
    expect(poppler).toContain('مرحبا بالعالم');
  });
});
