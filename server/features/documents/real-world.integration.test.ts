import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formWith,
  OCR_PAGE_PARAGRAPHS,
  readFixture,
} from '../../../tests/support/document-fixtures';
import {
  CZECH_TEXT,
  codePageRtf,
  JAPANESE_TEXT,
  PRINTED_TEXT_TIFF,
  PRINTED_TEXT_WEBP,
  ROTATED_PAGES,
  RTL_LINES,
  RTL_PDF,
  rotatedPdf,
  shiftJisText,
  turnedScan,
  WESTERN_TEXT,
  windows1252Text,
} from '../../../tests/support/real-world-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function extract(bytes: Buffer, filename: string) {
  const response = await fetch(`${server.url}/api/extract-text`, {
    method: 'POST',
    body: formWith('document', bytes, filename),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

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
