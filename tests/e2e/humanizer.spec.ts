import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import aiStyled from '../fixtures/detection/ai-styled.json' with { type: 'json' };
import { openSection, saveKeys, scenario, uniqueMarker } from './support';

const AI_TEXT = aiStyled.texts[0]!.text;
const section = (page: Page) => page.locator('#gpt-bypass');
const boxA = (page: Page) => page.getByRole('textbox', { name: 'Box A: Input' });
const boxB = (page: Page) => page.getByRole('textbox', { name: 'Box B: Style sample' });
const boxC = (page: Page) => page.getByRole('textbox', { name: 'Box C: Humanized output' });

/** A rewrite in a plain voice that keeps every fact of AI_TEXT (it has no numbers or names). */
const humanReply = (marker: string) =>
  `Working from home is here to stay. People like it because they can fit work around the rest of their lives, and firms like it because they can hire people who live anywhere; ${marker} the catch is that talking gets harder across time zones.\n\nSome people get lonely. Culture takes work.`;

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

test('humanize an AI-styled text: scores, techniques, writing sample, RE-HUMANIZE, exports, Send to Homework', async ({
  page,
  request,
}) => {
  // The longest walk of the suite: two runs, two scorings and four exports (about 25 s alone).
  test.slow();
  const marker = uniqueMarker();
  const second = uniqueMarker();
  await scenario({ provider: 'deepseek', marker, reply: humanReply(second) });
  await scenario({
    provider: 'deepseek',
    marker: second,
    reply: `Once again, plainly. ${humanReply(second)}`,
  });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);

  await boxA(page).fill(`${AI_TEXT} ${marker}`);
  const inputBadge = section(page).getByTestId('Input badge');
  await expect(inputBadge).toHaveText(/^Input: \d+% AI$/, { timeout: 10_000 });
  await expect(inputBadge).toHaveClass(/bg-red-700/);

  await section(page)
    .getByRole('button', { name: /Show all techniques/ })
    .click();
  await section(page).getByLabel('Drop stock transitions').check();
  await section(page).getByLabel('Plain vocabulary').check();
  await section(page)
    .getByLabel('Default writing sample')
    .selectOption({ label: 'The coin paradox (academic)' });
  await expect(boxB(page)).toHaveValue(/^Put two identical coins flat on a table/);
  await expect(section(page).getByLabel('Provider')).toHaveValue('deepseek');

  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await expect(boxC(page)).toHaveValue(humanReply(second));
  await expect(section(page).getByTestId('Output badge')).toHaveText(/^Output: \d+% AI$/);
  await expect(section(page).getByRole('list', { name: 'AI score of each pass' })).toContainText(
    /Pass 1: \d+% AI/,
  );
  await expect(section(page)).toContainText('Facts checked: every number, name, quotation');

  await section(page).getByRole('button', { name: 'RE-HUMANIZE' }).click();
  await expect(boxC(page)).toHaveValue(/^Once again, plainly\./);
  await expect(section(page).getByRole('list', { name: 'AI score of each pass' })).toContainText(
    /Pass 2: \d+% AI/,
  );

  await section(page).getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('dialog', { name: 'Review changes' });
  await expect(diff.locator('ins').first()).toBeVisible();
  await expect(diff.locator('del').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const word = page.waitForEvent('download');
  await section(page).getByRole('button', { name: /^Word/ }).click();
  const wordFile = await word;
  expect(wordFile.suggestedFilename()).toBe('humanized-text.docx');
  const docx = await readFile((await wordFile.path())!);
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  const rereadWord = await request.post('/api/extract-text', {
    multipart: {
      document: { name: 'back.docx', mimeType: 'application/octet-stream', buffer: docx },
    },
  });
  expect((await rereadWord.json()).text).toContain('Once again, plainly.');

  let pdf: Buffer = Buffer.alloc(0);
  await page.route('**/api/generate-document', async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent('popup');
  await section(page).getByRole('button', { name: /^PDF/ }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const rereadPdf = await request.post('/api/extract-text', {
    multipart: { document: { name: 'back.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect((await rereadPdf.json()).text).toContain('Once again, plainly.');
  await tab.close();

  await section(page).getByRole('button', { name: 'Send to Homework' }).click();
  await expect(page.getByRole('textbox', { name: 'Original Dictation' })).toHaveValue(
    /^Once again, plainly\./,
  );

  // Box A survives a reload (local draft), and so does Box C.
  await page.reload();
  await expect(boxA(page)).toHaveValue(`${AI_TEXT} ${marker}`);
  await expect(boxC(page)).toHaveValue(/^Once again, plainly\./);
});

test('a rewrite that changes a fact is retried, then flagged and marked in Box C', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'deepseek',
    marker,
    reply: `The bridge opened in 1998 and cost a thousand pounds. ${marker}`,
  });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  await boxA(page).fill(`The bridge was opened in 1997, and it cost 1,000 pounds. ${marker}`);
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  const alert = section(page).getByRole('alert');
  await expect(alert).toContainText('Check before using: facts changed: 1997 → 1998');
  await expect(alert.locator('mark')).toHaveText('1998');
  await expect(section(page)).toContainText('(retried to keep facts)');
});

test('each error of the spec is a toast, and the text stays', async ({ page }) => {
  const failing = uniqueMarker();
  await scenario({ provider: 'deepseek', marker: failing, fault: { kind: 'status', status: 401 } });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);

  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await expectToast(page, 'Input required', 'Please enter text to rewrite.');
  await section(page).getByRole('button', { name: 'RE-HUMANIZE' }).click();
  await expectToast(page, 'No previous output', 'Please complete a rewrite first.');

  await boxA(page).fill(`Please humanize this short note. ${failing}`);
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await expectToast(
    page,
    'Rewrite failed',
    'DeepSeek rejected the API key. Please check it in Settings.',
  );
  await expect(boxA(page)).toHaveValue(`Please humanize this short note. ${failing}`);

  await boxC(page).fill('An output from elsewhere, with no job behind it.');
  await section(page).getByRole('button', { name: 'RE-HUMANIZE' }).click();
  await expectToast(page, 'No previous output', 'Please complete a rewrite first.');

  const chooser = page.waitForEvent('filechooser');
  await section(page).getByRole('button', { name: 'Upload a file into Box A' }).click();
  await (await chooser).setFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('x'),
  });
  await expectToast(page, 'Upload failed', 'Please try again with a different file.');

  const broken = page.waitForEvent('filechooser');
  await section(page).getByRole('button', { name: 'Upload a file into Box A' }).click();
  await (await broken).setFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj broken beyond repair'),
  });
  await expectToast(page, 'Upload failed', 'Failed to extract text from the document.');
  await expect(boxA(page)).toHaveValue(`Please humanize this short note. ${failing}`);

  await section(page).getByRole('button', { name: 'Copy Box A' }).click();
  await expectToast(page, 'Copy failed: Please copy the text manually.');
});

test('a failed RE-HUMANIZE keeps the output and says why', async ({ page }) => {
  const marker = uniqueMarker();
  const second = uniqueMarker();
  await scenario({ provider: 'deepseek', marker, reply: `A plain rewrite. ${second}` });
  await scenario({ provider: 'deepseek', marker: second, fault: { kind: 'status', status: 401 } });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  await boxA(page).fill(`A text that reads like a machine wrote it. ${marker}`);
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await expect(boxC(page)).toHaveValue(`A plain rewrite. ${second}`);
  await section(page).getByRole('button', { name: 'RE-HUMANIZE' }).click();
  await expectToast(page, 'RE-HUMANIZE failed', 'DeepSeek rejected the API key.');
  await expect(boxC(page)).toHaveValue(`A plain rewrite. ${second}`);
});

test('providers the status reports unavailable are disabled; perplexity is not offered', async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  const provider = section(page).getByLabel('Provider');
  await expect(provider.locator('option')).toHaveText([
    'No model yet',
    'ZHI 1 (unavailable)',
    'ZHI 2 (unavailable)',
    'ZHI 3 (unavailable)',
    'Local model (unavailable)',
  ]);
  await expect(provider.locator('option[value="deepseek"]')).toBeDisabled();
  await saveKeys(page, ['OpenAI (ZHI 2)']);
  await expect(provider.locator('option[value="openai"]')).toBeEnabled();
  await expect(provider).toHaveValue('openai');
});

test('a target score runs up to three passes and shows each score; Cancel stops a run', async ({
  page,
}) => {
  const marker = uniqueMarker();
  // The reply stays AI-styled, so no pass reaches the target.
  await scenario({ provider: 'deepseek', marker, reply: `${AI_TEXT} ${marker}` });
  const slow = uniqueMarker();
  await scenario({
    provider: 'deepseek',
    marker: slow,
    fault: { kind: 'delay', firstChunkMs: 20_000 },
  });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  await boxA(page).fill(`${AI_TEXT} ${marker}`);
  await section(page).getByLabel('Target AI score', { exact: true }).check();
  await section(page).getByLabel('Target AI score (0-100)').fill('10');
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  const passes = section(page).getByRole('list', { name: 'AI score of each pass' });
  await expect(passes.getByRole('listitem')).toHaveText(
    [/^Pass 1: \d+% AI/, /^Pass 2: \d+% AI/, /^Pass 3: \d+% AI/],
    {
      timeout: 15_000,
    },
  );

  await boxA(page).fill(`A text the provider is slow to answer. ${slow}`);
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await section(page).getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Rewrite cancelled', 'Your text is unchanged.');
  await expect(boxA(page)).toHaveValue(`A text the provider is slow to answer. ${slow}`);
});

test('active library references are offered in the checklists and sent with the rewrite', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'deepseek', marker, reply: humanReply(marker) });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);

  const name = `Voice ${marker}`;
  await openSection(page, 'Personal Style Library');
  const library = page.locator('#style-library');
  await library.getByRole('button', { name: 'Add Style' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Style' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Style' }).click();
  await expect(dialog).toBeHidden();

  // A new style starts inactive, and only active references are offered here.
  const checklist = section(page).getByRole('group', { name: /^Style samples/ });
  await expect(checklist.getByRole('checkbox', { name })).toHaveCount(0);
  await library.getByRole('switch', { name: `Active: ${name}` }).click();
  await checklist.getByRole('checkbox', { name }).check();
  await expect(checklist).toContainText('1 of at most 10 chosen');

  await boxA(page).fill(`${AI_TEXT} ${marker}`);
  const sent = page.waitForRequest('**/api/gpt-bypass/rewrite');
  await section(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  const body = (await sent).postDataJSON() as { selectedStyleSamples: number[] };
  expect(body.selectedStyleSamples).toHaveLength(1);
  await expect(boxC(page)).toHaveValue(humanReply(marker));
});
