import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMathpix, startFakeMathpix } from '../../../tests/fakes';
import {
  EQUATION_PNG,
  formWith,
  OCR_PAGE_PARAGRAPHS,
  PRINTED_TEXT_PNG,
  pdfToBuffer,
  readFixture,
  renderedPage,
  sampleDocx,
  scannedPdf,
} from '../../../tests/support/document-fixtures';
import { pngToBmp, pngToGif } from '../../../tests/support/image-encoders';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

const PRINTED = 'The quick brown fox jumps over the lazy dog.';

let plain: TestServer;
let withMathpix: TestServer;
let mathpix: FakeMathpix;

beforeAll(async () => {
  mathpix = await startFakeMathpix();
  plain = await startTestServer({}, { MATHPIX_BASE_URL: mathpix.url });
  withMathpix = await startTestServer(
    {},
    {
      MATHPIX_APP_ID: mathpix.appId,
      MATHPIX_APP_KEY: mathpix.appKey,
      MATHPIX_BASE_URL: mathpix.url,
    },
  );
});
afterAll(async () => {
  await Promise.all([plain?.close(), withMathpix?.close(), mathpix?.close()]);
});

async function ocr(server: TestServer, body: FormData | RequestInit) {
  const init = body instanceof FormData ? { method: 'POST', body } : body;
  const response = await fetch(`${server.url}/api/ocr-extract`, init);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('POST /api/ocr-extract', () => {
  it('reads printed text offline with tesseract (multipart field image)', async () => {
    const result = await ocr(plain, formWith('image', readFixture(PRINTED_TEXT_PNG), 'scan.png'));
    expect(result).toEqual({ status: 200, body: { text: PRINTED } });
  });

  it('reads GIF and BMP images too', async () => {
    const png = readFixture(PRINTED_TEXT_PNG);
    const gif = await ocr(plain, formWith('image', pngToGif(png), 'scan.gif'));
    expect(gif).toEqual({ status: 200, body: { text: PRINTED } });
    const bmp = await ocr(plain, formWith('image', pngToBmp(png), 'scan.bmp'));
    expect(bmp).toEqual({ status: 200, body: { text: PRINTED } });
  });

  it('takes the JSON form with imageData as a data URL or bare base64', async () => {
    const image = readFixture(PRINTED_TEXT_PNG);
    expect((await ocr(plain, postJson({ imageData: dataUrl(image) }))).body.text).toBe(PRINTED);
    const bare = await ocr(plain, postJson({ imageData: image.toString('base64') }));
    expect(bare.body.text).toBe(PRINTED);
  });

  it('reads the pages of a scanned PDF', async () => {
    const pdf = await scannedPdf(readFixture(PRINTED_TEXT_PNG));
    const result = await ocr(plain, formWith('image', pdf, 'scan.pdf'));
    expect(result).toEqual({ status: 200, body: { text: PRINTED } });
  });

  it('reads a page of several paragraphs whole and in order, as an image and as a scan', async () => {
    // On an idle server the page is cut into bands read side by side
    // (docs/decisions/118-ocr-page-in-bands.md).
    const page = await renderedPage(OCR_PAGE_PARAGRAPHS);
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const image = await ocr(plain, formWith('image', page, 'page.png'));
    expect(image.status).toBe(200);
    expect(words(image.body.text!)).toEqual(words(OCR_PAGE_PARAGRAPHS.join(' ')));
    const pdf = await pdfToBuffer((doc) => doc.image(page, 0, 0, { width: 612, height: 792 }), {
      size: 'LETTER',
      margin: 0,
    });
    const scan = await ocr(plain, formWith('image', pdf, 'page.pdf'));
    expect(scan).toEqual(image);
  });

  it('reads a PNG whole when the band decoder refuses it (a comment with a bad checksum)', async () => {
    // libpng only warns about an ancillary chunk's checksum; Redraft's decoder refuses the file.
    const png = readFixture(PRINTED_TEXT_PNG);
    const comment = Buffer.from('tEXtComment\0scanned', 'latin1');
    const chunk = Buffer.concat([Buffer.alloc(4), comment, Buffer.from([0xde, 0xad, 0xbe, 0xef])]);
    chunk.writeUInt32BE(comment.length - 4, 0);
    const damaged = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const result = await ocr(plain, formWith('image', damaged, 'scan.png'));
    expect(result).toEqual({ status: 200, body: { text: PRINTED } });
  });

  it('finds the page image of a scan that also carries a line of real text', async () => {
    const pdf = await scannedPdf(readFixture(PRINTED_TEXT_PNG), 'Scanned by the office copier');
    const result = await ocr(plain, formWith('image', pdf, 'stamped.pdf'));
    expect(result).toEqual({ status: 200, body: { text: PRINTED } });
  });

  it('validates the JSON form with clear messages', async () => {
    expect(await ocr(plain, postJson({}))).toEqual({
      status: 400,
      body: { message: 'Image data is required' },
    });
    expect(await ocr(plain, postJson({ imageData: 'data:image/png,not-base64' }))).toEqual({
      status: 400,
      body: { message: 'Image data must be base64-encoded.' },
    });
    expect(await ocr(plain, postJson({ imageData: '%%%' }))).toEqual({
      status: 400,
      body: { message: 'Image data must be a base64 image or a data: URL.' },
    });
    const notImage = await ocr(plain, formWith('image', await sampleDocx(), 'a.docx'));
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toBe(
      'Unsupported file format: OCR reads images (PNG, JPEG, GIF, BMP, WebP, TIFF) and scanned PDFs.',
    );
  });

  it('recognises math with Mathpix when both keys are set, returning LaTeX', async () => {
    const before = mathpix.requests.length;
    const result = await ocr(withMathpix, formWith('image', readFixture(EQUATION_PNG), 'eq.png'));
    expect(result).toEqual({ status: 200, body: { text: '$$\nE=m c^{2}\n$$' } });
    const request = mathpix.requests[before]!;
    expect(request.headers.app_id).toBe(mathpix.appId);
    expect(request.headers.app_key).toBe(mathpix.appKey);
    const sent = request.body as { src: string; formats: string[] };
    expect(sent.src).toBe(dataUrl(readFixture(EQUATION_PNG)));
    expect(sent.formats).toEqual(['text']);
  });

  it('uses tesseract, not Mathpix, when enhanceMath is false', async () => {
    const before = mathpix.requests.length;
    const image = readFixture(PRINTED_TEXT_PNG);
    const result = await ocr(
      withMathpix,
      postJson({ imageData: dataUrl(image), enhanceMath: false }),
    );
    expect(result.body.text).toBe(PRINTED);
    const form = new FormData();
    form.append('enhanceMath', 'false');
    form.append('image', new Blob([new Uint8Array(image)]), 'scan.png');
    expect((await ocr(withMathpix, form)).body.text).toBe(PRINTED);
    expect(mathpix.requests.length).toBe(before);
  });

  it('uses Mathpix keys entered in Settings for that browser session', async () => {
    const browser = createBrowser(plain.url);
    await browser(
      '/api/keys',
      postJson({ MATHPIX_APP_ID: mathpix.appId, MATHPIX_APP_KEY: mathpix.appKey }),
    );
    mathpix.setText('Area: $A=\\pi r^{2}$');
    const response = await browser('/api/ocr-extract', {
      method: 'POST',
      body: formWith('image', readFixture(EQUATION_PNG), 'eq.png'),
    });
    mathpix.setText('$$\nE=m c^{2}\n$$');
    expect(await response.json()).toEqual({ text: 'Area: $A=\\pi r^{2}$' });
  });

  it("reports Mathpix's refusals and faults clearly", async () => {
    const browser = createBrowser(plain.url);
    await browser('/api/keys', postJson({ MATHPIX_APP_ID: 'wrong', MATHPIX_APP_KEY: 'wrong' }));
    const refused = await browser('/api/ocr-extract', {
      method: 'POST',
      body: formWith('image', readFixture(EQUATION_PNG), 'eq.png'),
    });
    expect(refused.status).toBe(502);
    expect((await refused.json()).message).toBe(
      'Mathpix refused the app ID or app key. Check MATHPIX_APP_ID and MATHPIX_APP_KEY in Settings.',
    );
    mathpix.setFault({ kind: 'status', status: 500 });
    const failed = await ocr(withMathpix, formWith('image', readFixture(EQUATION_PNG), 'eq.png'));
    expect(failed).toEqual({
      status: 502,
      body: { message: 'Mathpix could not read the image: Error 500' },
    });
  });

  it('says the OCR service must be configured only when no engine is available', async () => {
    plain.app.redraft.engines.tesseract = false;
    try {
      const result = await ocr(plain, formWith('image', readFixture(PRINTED_TEXT_PNG), 'a.png'));
      expect(result.status).toBe(503);
      expect(result.body.code).toBe('ocr_not_configured');
      expect(result.body.message).toBe(
        'OCR is not available: the OCR service must be configured (install the tesseract.js and @tesseract.js-data/eng packages, or add Mathpix keys in Settings).',
      );
    } finally {
      plain.app.redraft.engines.tesseract = true;
    }
  });
});
