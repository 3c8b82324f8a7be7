import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { essayFiles } from '../support/batch-files';
import { zipFiles } from '../support/zip';

const asUpload = (file: { name: string; content: string | Buffer }) => ({
  name: file.name,
  mimeType: file.name.endsWith('.zip') ? 'application/zip' : 'text/plain',
  buffer: Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
});

const results = (page: Page) => page.getByRole('region', { name: 'Batch results' });

/** Uploads the files as one batch and waits until every file is checked. */
async function checkBatch(page: Page, files: { name: string; content: string | Buffer }[]) {
  await page.getByLabel('Files to check').setInputFiles(files.map(asUpload));
  await page.getByRole('button', { name: 'Check files' }).click();
  // Progress shows per file while the server works; the batch ends done.
  await expect(results(page)).toHaveAttribute('data-batch-status', 'done', { timeout: 30_000 });
}

test('a batch of files and a ZIP are checked on the server, with a class report', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Batch check' }).click();
  await expect(page.getByRole('heading', { name: 'Batch check', level: 1 })).toBeVisible();
  await expect(page.getByText('No batches yet.')).toBeVisible();

  const essays = essayFiles(4, 'class');
  await checkBatch(page, [...essays, { name: 'empty.txt', content: 'Too short.' }]);
  await expect(results(page).getByRole('heading', { name: 'Done: 5 of 5 files' })).toBeVisible();
  const rows = results(page).getByRole('row');
  await expect(rows).toHaveCount(6);
  for (const [index, essay] of essays.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('cell').first()).toHaveText(essay.name);
    await expect(row).toContainText('Checked');
    await expect(row).toContainText(/\d+% · (Likely Human|Mixed or uncertain|Likely AI)/);
  }
  await expect(rows.nth(5)).toContainText('Failed');
  await expect(rows.nth(5)).toContainText(
    'Please provide at least 50 characters of text for assessment.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results(page).getByRole('link', { name: 'Report (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('class-report.csv');
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^"File","Status","Words","AI probability","Band"/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    ...essays.map((essay) => `"${essay.name}"`),
    '"empty.txt"',
  ]);

  // A ZIP of the class's folder: its files are checked one by one, listed by name.
  const zipped = essayFiles(2, 'zipped');
  await checkBatch(page, [
    {
      name: 'class.zip',
      content: zipFiles(
        zipped.map((file) => ({ name: `class/${file.name}`, content: file.content })),
      ),
    },
  ]);
  await expect(results(page).getByRole('heading', { name: 'Done: 2 of 2 files' })).toBeVisible();
  await expect(results(page).getByRole('cell', { name: 'zipped-01.txt' })).toBeVisible();

  // Both batches stay listed, after a reload too.
  await page.reload();
  const past = page.getByRole('list', { name: 'Your batches' }).getByRole('listitem');
  await expect(past).toHaveCount(2);
  await past.nth(1).getByRole('button').click();
  await expect(results(page).getByRole('heading', { name: 'Done: 5 of 5 files' })).toBeVisible();

  // On a phone the files are blocks of their own, and nothing overflows sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    results(page).getByRole('list', { name: 'Files' }).getByRole('listitem'),
  ).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
