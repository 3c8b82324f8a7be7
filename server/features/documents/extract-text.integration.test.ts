import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMN_TEXT,
  DOCX_TEXT,
  formWith,
  multiPagePdf,
  PAGE_PARAGRAPHS,
  PRINTED_TEXT_PNG,
  RTF_SAMPLE,
  readFixture,
  sampleDoc,
  sampleDocx,
  scannedPdf,
  silentWav,
  twoColumnPdf,
} from '../../../tests/support/document-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function extract(bytes: Buffer, filename: string, type = '', field = 'document') {
  const response = await fetch(`${server.url}/api/extract-text`, {
    method: 'POST',
    body: formWith(field, bytes, filename, type),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('POST /api/extract-text', () => {
  it('reads a multi-page PDF: paragraphs, list items, no repeated header or footer', async () => {
    const { status, body } = await extract(await multiPagePdf(3), 'notes.pdf', 'application/pdf');
    expect(status).toBe(200);
    const text = body.text!;
    expect(text).not.toContain('Field Notes');
    expect(text).not.toMatch(/Page \d of 3/);
    for (let page = 1; page <= 3; page++) {
      expect(text).toContain(`Chapter ${page}\n\n${PAGE_PARAGRAPHS[0]} (page ${page})\n\n`);
      expect(text).toContain(`${PAGE_PARAGRAPHS[1]} (page ${page})`);
      expect(text).toContain(`• Sandstone layers\n• Limestone caves, section ${page}`);
    }
    expect(text.indexOf('Chapter 1')).toBeLessThan(text.indexOf('Chapter 2'));
  });

  it('reads a two-column page column by column, after its full-width title', async () => {
    const { status, body } = await extract(await twoColumnPdf(), 'columns.pdf');
    expect(status).toBe(200);
    const [title, ...rest] = body.text!.split('\n\n');
    expect(title).toBe('A Journey Through Two Columns');
    expect(words(rest.join(' '))).toBe(COLUMN_TEXT);
  });

  it('says clearly when a PDF has no text layer, and offers OCR', async () => {
    const pdf = await scannedPdf(readFixture(PRINTED_TEXT_PNG));
    const { status, body } = await extract(pdf, 'scan.pdf');
    expect(status).toBe(422);
    expect(body.code).toBe('no_text_layer');
    expect(body.message).toBe(
      'This PDF has no text layer: its page is an image (a scan). Its pages can be read with OCR instead.',
    );
  });

  it('reads a DOCX with its heading, paragraphs, lists and table', async () => {
    const { status, body } = await extract(await sampleDocx(), 'report.docx');
    expect(status).toBe(200);
    const { heading, paragraphs, bullets, numbered, table } = DOCX_TEXT;
    expect(body.text).toBe(
      [
        heading,
        ...paragraphs,
        `${bullets.map((item) => `- ${item}`).join('\n')}`,
        `${numbered.map((item, i) => `${i + 1}. ${item}`).join('\n')}`,
        table.map((row) => row.join('\t')).join('\n'),
      ].join('\n\n'),
    );
  });

  it('reads a Word 97–2003 .doc file', async () => {
    const doc = sampleDoc(['Minutes of the meeting.', 'The budget was approved.']);
    const { status, body } = await extract(doc, 'minutes.doc', 'application/msword');
    expect(status).toBe(200);
    expect(body.text).toBe('Minutes of the meeting.\n\nThe budget was approved.');
  });

  it('reads RTF without its font table, info or headers, decoding its code page and Unicode', async () => {
    const { status, body } = await extract(Buffer.from(RTF_SAMPLE, 'latin1'), 'letter.rtf');
    expect(status).toBe(200);
    expect(body.text).toBe(
      'The café opened at seven € euro coffee.\n\nA second paragraph follows in bold.\n\n• First point\n• Second point',
    );
  });

  it('reads plain text in UTF-8 and UTF-16, keeping paragraphs', async () => {
    const utf8 = await extract(Buffer.from('Première ligne.\r\n\r\n\r\nDeuxième.\n'), 'a.txt');
    expect(utf8.body.text).toBe('Première ligne.\n\nDeuxième.');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hello there', 'utf16le')]);
    expect((await extract(utf16, 'b.txt')).body.text).toBe('Hello there');
  });

  it('decides the type from the bytes, not from the name', async () => {
    const { status, body } = await extract(await sampleDocx(), 'misnamed.txt', 'text/plain');
    expect(status).toBe(200);
    expect(body.text).toContain(DOCX_TEXT.heading);
  });

  it('reads an image with OCR', async () => {
    const { status, body } = await extract(readFixture(PRINTED_TEXT_PNG), 'photo.png');
    expect(status).toBe(200);
    expect(body.text).toBe('The quick brown fox jumps over the lazy dog.');
  });

  it('refuses an unsupported format with the list of accepted types', async () => {
    const zip = Buffer.from('504b0304140000000000', 'hex');
    const { status, body } = await extract(Buffer.concat([zip, Buffer.alloc(64)]), 'a.bin');
    expect(status).toBe(415);
    expect(body.code).toBe('unsupported_format');
    expect(body.message).toBe(
      'Unsupported file format. Accepted: PDF, Word (DOCX, DOC), RTF, plain text, audio (MP3, MP4/M4A, WAV, WebM, OGG) and images (PNG, JPEG, GIF, BMP, WebP, TIFF).',
    );
  });

  it('sends audio to transcription rather than reading it', async () => {
    const { status, body } = await extract(silentWav(), 'memo.wav', 'audio/wav');
    expect(status).toBe(415);
    expect(body.message).toContain('audio files are transcribed');
  });

  it('asks for the file in the document field, and for a file at all', async () => {
    const wrongField = await extract(Buffer.from('hello'), 'a.txt', '', 'file');
    expect(wrongField).toEqual({
      status: 400,
      body: { message: "No file: send it in the 'document' field." },
    });
    const notMultipart = await fetch(`${server.url}/api/extract-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
    expect((await notMultipart.json()).message).toBe(
      "Send the file as multipart/form-data in the 'document' field.",
    );
    const empty = await extract(Buffer.alloc(0), 'empty.txt');
    expect(empty).toEqual({ status: 400, body: { message: 'The file is empty.' } });
  });
});
