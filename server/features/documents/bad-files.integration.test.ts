import { DOCUMENT_LIMITS } from '@common/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  damagedPdf,
  deeplyNestedPdf,
  formWith,
  longPdf,
  multiPagePdf,
  PRINTED_TEXT_PNG,
  passwordPdf,
  pdfBomb,
  pngHeaderOnly,
  readFixture,
  sampleDocx,
  zipBomb,
} from '../../../tests/support/document-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { pdfBombMessage } from './extract/pdf-guard';
import { lyingZipMessage } from './extract/zip-guard';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function upload(path: string, field: string, bytes: Buffer, name: string, type = '') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: formWith(field, bytes, name, type),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}
const extract = (bytes: Buffer, name: string, type = '') =>
  upload('/api/extract-text', 'document', bytes, name, type);

describe('bad files get a clear 4xx and the server lives on', () => {
  it('refuses a DOCX zip bomb from its declared sizes, before inflating it', async () => {
    const result = await extract(await zipBomb(150), 'bomb.docx');
    expect(result).toEqual({
      status: 413,
      body: { message: 'The Word document expands to 150 MB; at most 100 MB can be read.' },
    });
  });

  it('stops a zip bomb that lies about its sizes at the size it declares, serving others meanwhile', async () => {
    const bomb = await zipBomb(400, true);
    const pending = extract(bomb, 'liar.docx');
    const status = await fetch(`${server.url}/api/status`);
    expect(status.status).toBe(200);
    const other = await extract(Buffer.from('Still here.'), 'note.txt');
    expect(other.body.text).toBe('Still here.');
    const result = await pending;
    expect(result).toEqual({
      status: 413,
      body: { message: lyingZipMessage('word/document.xml') },
    });
  });

  it('refuses a PDF bomb (1 MB inflating to 1 GB) in moments, before pdf.js inflates it', async () => {
    // pdf.js grows one buffer to the whole stream: 12 s and 2.2 GB outside the heap before.
    const bomb = await pdfBomb(1024);
    const started = performance.now();
    const pending = extract(bomb, 'bomb.pdf');
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
    expect(await pending).toEqual({
      status: 413,
      body: { message: pdfBombMessage(DOCUMENT_LIMITS.maxPdfStreamBytes) },
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a PDF with too many pages', async () => {
    const result = await extract(await longPdf(501, 0), 'huge.pdf');
    expect(result).toEqual({
      status: 413,
      body: { message: 'The PDF has 501 pages; at most 500 can be read at once.' },
    });
  });

  it('says a PDF needs its password, and a damaged PDF is damaged', async () => {
    expect(await extract(await passwordPdf(), 'private.pdf')).toEqual({
      status: 422,
      body: { message: 'The PDF is protected by a password: remove it and try again.' },
    });
    expect(await extract(await damagedPdf(), 'damaged.pdf')).toEqual({
      status: 422,
      body: { message: 'The PDF could not be read: it seems to be damaged or incomplete.' },
    });
  });

  it('answers a PDF with very deep object nesting with a 4xx', async () => {
    const result = await extract(deeplyNestedPdf(200_000), 'deep.pdf');
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.body.message).toMatch(/PDF|file/);
  });

  it('refuses a 20000 × 20000 image from its header, before decoding it', async () => {
    const result = await upload(
      '/api/ocr-extract',
      'image',
      pngHeaderOnly(20_000, 20_000),
      'big.png',
    );
    expect(result).toEqual({
      status: 413,
      body: {
        message:
          'The image is 20000 × 20000 pixels; the limit is 25 megapixels and 10,000 pixels a side.',
      },
    });
  });

  it('says a truncated PDF, DOCX or image is incomplete', async () => {
    const pdf = await multiPagePdf(2);
    expect(await extract(pdf.subarray(0, Math.floor(pdf.length / 2)), 'cut.pdf')).toEqual({
      status: 422,
      body: {
        message:
          'The PDF is incomplete (it ends before its last page): please upload the whole file.',
      },
    });
    const docx = await sampleDocx();
    expect(await extract(docx.subarray(0, Math.floor(docx.length / 2)), 'cut.docx')).toEqual({
      status: 422,
      body: {
        message: 'The Word document could not be read: it seems to be damaged or incomplete.',
      },
    });
    const png = readFixture(PRINTED_TEXT_PNG);
    const cutPng = await upload('/api/ocr-extract', 'image', png.subarray(0, 600), 'cut.png');
    expect(cutPng).toEqual({
      status: 422,
      body: { message: 'The image could not be read: it is incomplete (the file ends too early).' },
    });
  });

  it('refuses a file that claims to be a PDF but is not one', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
    expect(await extract(noise, 'report.pdf', 'application/pdf')).toEqual({
      status: 415,
      body: {
        message:
          'Unsupported file format: the file is named or declared as a PDF, but its content is not one. Accepted: PDF, Word (DOCX, DOC), RTF, plain text, audio (MP3, MP4/M4A, WAV, WebM, OGG) and images (PNG, JPEG, GIF, BMP, WebP, TIFF).',
        code: 'unsupported_format',
      },
    });
    const text = await extract(Buffer.from('just words'), 'report.pdf', 'application/pdf');
    expect(text.status).toBe(415);
    expect(text.body.message).toContain(
      'named or declared as a PDF, but its content is a text file',
    );
  });

  it('refuses a file over the upload limit, as a file or as base64', async () => {
    const result = await extract(Buffer.alloc(26 * 1024 * 1024, 0x61), 'big.txt');
    expect(result).toEqual({ status: 413, body: { message: 'The file is larger than 25 MB.' } });
    const json = await fetch(`${server.url}/api/ocr-extract`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ imageData: Buffer.alloc(25 * 1024 * 1024 + 3).toString('base64') }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ message: 'The image is larger than 25 MB.' });
  });

  it('still reads good files after all that', async () => {
    const result = await extract(await multiPagePdf(2), 'fine.pdf');
    expect(result.status).toBe(200);
    expect(result.body.text).toContain('Chapter 2');
  });
});
