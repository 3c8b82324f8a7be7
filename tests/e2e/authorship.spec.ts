import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ANTHROPIC_KEY, DEFAULT_GLADIA_KEY, DEFAULT_TRANSCRIPT } from '../fakes';
import { scenario, uniqueMarker } from './support';
import { chromiumWithMicrophone, saveKeys, writeSpeechWav } from './support/speech';

const wav = await writeSpeechWav('Redraft turns my dictation into text. It works well.');
test.use({ launchOptions: chromiumWithMicrophone(wav) });

const input = (page: Page) => page.getByLabel('Original Dictation');
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));
const shares = (page: Page) => page.getByRole('list', { name: 'Shares by source' });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The share shown for a source, as "12.3%". */
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

async function download(page: Page, format: string): Promise<Buffer> {
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the authorship report as ${format}` }).click();
  const file = await saving;
  return readFile((await file.path()) ?? '');
}

test('types, pastes, dictates and transforms; the panel tells each source apart, the report holds the fingerprints, a reload keeps the record', async ({
  page,
  context,
}) => {
  const marker = uniqueMarker();
  const reply = 'A clearer version of my own words, written by the model.';
  await scenario({ provider: 'anthropic', marker, reply });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await saveKeys(page, {
    'Gladia (speech to text)': DEFAULT_GLADIA_KEY,
    'Anthropic (ZHI 1)': DEFAULT_ANTHROPIC_KEY,
  });

  // Typed, key by key.
  const typed = `I wrote this ${marker} myself.`;
  await input(page).click();
  await page.keyboard.type(typed);
  // Pasted from the clipboard.
  const pasted = ' A quotation I pasted.';
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await page.keyboard.press('Control+V');
  await expect(input(page)).toHaveValue(typed + pasted);
  // Dictated through the fake speech service.
  await page.getByRole('button', { name: 'Dictate', exact: true }).click();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const text = `${typed}${pasted}\n\n${DEFAULT_TRANSCRIPT}`;
  await expect(input(page)).toHaveValue(text, { timeout: 15_000 });
  // Transformed by the fake model.
  await expect(page.getByLabel('AI model')).toHaveValue('claude-sonnet');
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(output(page)).toHaveValue(reply, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Show authorship' }).click();
  const dictated = text.length - typed.length - pasted.length;
  await expect(shares(page).getByRole('listitem')).toHaveText(
    [
      `Typed${percent(typed.length, text.length)}`,
      `Pasted${percent(pasted.length, text.length)}`,
      `Dictated${percent(dictated, text.length)}`,
    ].sort(
      (a, b) => Number.parseFloat(b.replace(/^\D+/, '')) - Number.parseFloat(a.replace(/^\D+/, '')),
    ),
  );
  await expect(page.getByText(/Time spent writing: \d+ s/)).toBeVisible();
  await page.getByRole('tab', { name: 'Processed Output' }).click();
  await expect(shares(page).getByRole('listitem')).toHaveText(['AI rewrite100.0%']);
  await expect(
    page.locator('[title="AI rewrite: claude-sonnet · Academic"]').first(),
  ).toBeVisible();

  // The report: JSON with the fingerprints, a real PDF and a real Word file.
  const json = JSON.parse((await download(page, 'JSON')).toString('utf8'));
  const [inputReport, outputReport] = json.documents;
  expect(inputReport.textSha256).toBe(sha256(text));
  expect(inputReport.logSha256).toBe(sha256(JSON.stringify(inputReport.log)));
  expect(outputReport.textSha256).toBe(sha256(reply));
  expect(inputReport.shares.map((share: { kind: string }) => share.kind).sort()).toEqual([
    'dictated',
    'pasted',
    'typed',
  ]);
  const pdf = await download(page, 'PDF');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const docx = await download(page, 'DOCX');
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  expect(docx.length).toBeGreaterThan(3000);

  // A reload keeps the record: the same shares, read from the saved log.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(input(page)).toHaveValue(text);
  await page.getByRole('button', { name: 'Show authorship' }).click();
  await expect(shares(page).getByRole('listitem')).toHaveCount(3);
  await expect(shares(page)).toContainText(`Pasted${percent(pasted.length, text.length)}`);
  await expect(shares(page)).toContainText(`Dictated${percent(dictated, text.length)}`);

  // Clear All clears it.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(input(page)).toHaveValue('');
  await expect(page.getByText('No text yet.')).toBeVisible();
});
