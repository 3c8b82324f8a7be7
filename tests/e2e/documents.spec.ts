import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_GLADIA_KEY, DEFAULT_TRANSCRIPT } from '../fakes';
import {
  multiPagePdf,
  PAGE_PARAGRAPHS,
  PRINTED_TEXT_PNG,
  readFixture,
  scannedPdf,
} from '../support/document-fixtures';
import { speechWav } from '../support/speech-audio';
import { dropFile, openSection } from './support';

const input = (page: Page) => page.getByRole('textbox', { name: 'Original Dictation' });
/** The output's text area, once a rewrite has finished streaming
 * (docs/decisions/115-streaming-output-paragraph-view.md). */
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));

async function chooseFile(page: Page, button: string, bytes: Buffer, name: string, type: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: type, buffer: bytes });
}

test('a dropped PDF lands in the input, paragraphs kept, after the text already there', async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await input(page).fill('My own opening line.');
  await dropFile(page, 'Drop zone', await multiPagePdf(2), 'notes.pdf', 'application/pdf');
  await expect(input(page)).toHaveValue(
    new RegExp(`^My own opening line\\.\\n\\nChapter 1\\n\\n${escapeRegExp(PAGE_PARAGRAPHS[0]!)}`),
  );
  await expect(input(page)).toHaveValue(/Chapter 2/);
  await expect(input(page)).not.toHaveValue(/Field Notes|Page 1 of 2/);
  await expect(page.getByText(/^Added \d+ words from notes\.pdf\.$/)).toBeVisible();
});

test('an image uploaded from the workspace is read with OCR', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await chooseFile(
    page,
    'Upload a file into the original text',
    readFixture(PRINTED_TEXT_PNG),
    'photo.png',
    'image/png',
  );
  await expect(input(page)).toHaveValue('The quick brown fox jumps over the lazy dog.', {
    timeout: 20_000,
  });
});

test('a scanned PDF is offered to OCR, which reads its pages', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  const pdf = await scannedPdf(readFixture(PRINTED_TEXT_PNG));
  await chooseFile(page, 'Choose a file', pdf, 'scan.pdf', 'application/pdf');
  await expect(
    page.getByText('This PDF has no text layer', { exact: false }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Read its pages with OCR' }).click();
  await expect(input(page)).toHaveValue('The quick brown fox jumps over the lazy dog.', {
    timeout: 20_000,
  });
});

test('an unsupported file is refused with the accepted types, and the input is kept', async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await input(page).fill('Keep me.');
  const zip = Buffer.concat([Buffer.from('504b0304140000000000', 'hex'), Buffer.alloc(64)]);
  await dropFile(page, 'Drop zone', zip, 'archive.zip', 'application/zip');
  await expect(page.getByText('Unsupported file format')).toBeVisible();
  await expect(page.getByText('Accepted: PDF, Word (DOCX, DOC), RTF').last()).toBeVisible();
  await expect(input(page)).toHaveValue('Keep me.');
});

const EXPORTED = '# Tide Tables\n\nHigh water comes twice a day.\n\n- Spring tides\n- Neap tides';

test('the processed text exports to Word, TXT and LaTeX downloads that open', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await output(page).fill(EXPORTED);

  const word = page.waitForEvent('download');
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).click();
  await page.locator('#workspace').getByRole('button', { name: /^Word/ }).click();
  const wordFile = await word;
  expect(wordFile.suggestedFilename()).toBe('processed-text.docx');
  const docx = await readDownload(await wordFile.path());
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  const reread = await request.post('/api/extract-text', {
    multipart: {
      document: { name: 'back.docx', mimeType: 'application/octet-stream', buffer: docx },
    },
  });
  expect((await reread.json()).text).toBe(
    'Tide Tables\n\nHigh water comes twice a day.\n\n- Spring tides\n- Neap tides',
  );

  const txt = page.waitForEvent('download');
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).click();
  await page.locator('#workspace').getByRole('button', { name: /^TXT/ }).click();
  const txtFile = await txt;
  expect(txtFile.suggestedFilename()).toBe('processed-text.txt');
  expect((await readDownload(await txtFile.path())).toString()).toContain('Tide Tables');

  const tex = page.waitForEvent('download');
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).click();
  await page
    .locator('#workspace')
    .getByRole('button', { name: /^LaTeX/ })
    .click();
  const texFile = await tex;
  expect(texFile.suggestedFilename()).toBe('document.tex');
  const source = (await readDownload(await texFile.path())).toString();
  expect(source).toContain('\\section*{Tide Tables}');
  expect(source).toContain('\\end{document}');
});

test('the processed text opens as a PDF in a new tab', async ({ page, request }) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await output(page).fill(EXPORTED);
  // Observe (not alter) the server's answer, to open the very bytes the tab shows.
  let pdf: Buffer = Buffer.alloc(0);
  await page.route('**/api/generate-document', async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent('popup');
  await page.locator('#workspace').getByRole('button', { name: 'Export' }).click();
  await page.locator('#workspace').getByRole('button', { name: /^PDF/ }).click();
  const tab = await popup;
  // The new tab shows the file the server wrote, through a blob: URL of the app's origin.
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const reread = await request.post('/api/extract-text', {
    multipart: { document: { name: 'back.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect((await reread.json()).text).toBe(
    'Tide Tables\n\nHigh water comes twice a day.\n\n• Spring tides\n• Neap tides',
  );
});

async function readDownload(path: string | null): Promise<Buffer> {
  if (!path) throw new Error('The download has no file');
  const { readFile } = await import('node:fs/promises');
  return readFile(path);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('with Auto-detect AI on, an upload of 50 characters or more is sent for detection', async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await page.getByRole('switch', { name: 'Auto-detect AI' }).click();
  const text = 'This uploaded note is long enough to be checked for machine writing.';
  const detection = page.waitForRequest('**/api/detect-ai');
  await chooseFile(page, 'Choose a file', Buffer.from(text), 'note.txt', 'text/plain');
  await expect(input(page)).toHaveValue(text);
  expect((await detection).postDataJSON()).toMatchObject({ text });
});

test('an audio file is sent to transcription, and a failure keeps the input', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await input(page).fill('Before the recording.');
  const wav = Buffer.alloc(44 + 3200);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + 3200, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  const sent = page.waitForRequest('**/api/transcribe');
  await chooseFile(page, 'Choose a file', wav, 'memo.wav', 'audio/wav');
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(input(page)).toHaveValue(/^Before the recording\./);
});

test("an image without any text says 'No text found' and leaves the input alone", async ({
  page,
}) => {
  const { PNG } = await import('pngjs');
  const blank = new PNG({ width: 200, height: 80 });
  blank.data.fill(255);
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await input(page).fill('Untouched.');
  await chooseFile(page, 'Choose a file', PNG.sync.write(blank), 'blank.png', 'image/png');
  await expect(page.getByText('No text found')).toBeVisible({ timeout: 20_000 });
  await expect(input(page)).toHaveValue('Untouched.');
});

test('an uploaded recording is transcribed and its words land in the input', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Gladia (speech to text)').fill(DEFAULT_GLADIA_KEY);
  await page.getByRole('button', { name: 'Save keys' }).click();
  await expect(page.getByText('Keys saved for this browser session')).toBeVisible();
  await page.keyboard.press('Escape');
  await input(page).fill('Before the recording.');
  const wav = await speechWav('Redraft reads my recordings too.');
  await chooseFile(page, 'Choose a file', wav, 'memo.wav', 'audio/wav');
  await expect(input(page)).toHaveValue(`Before the recording.\n\n${DEFAULT_TRANSCRIPT}`, {
    timeout: 20_000,
  });
});
