// A long rewrite sent as a job survives a reload: the page finds the job again and the output
// completes (issue 42, decisions 237 and 239).
import { expect, type Page, test } from '@playwright/test';
import { ECHO_TEXT } from './fake-control';
import { saveKeys, scenario, uniqueMarker } from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));
const transform = (page: Page) => page.getByRole('button', { name: 'Transform', exact: true });

test('a long rewrite sent as a job completes after the page is reloaded mid-run', async ({
  page,
}) => {
  const marker = uniqueMarker();
  // Each chunk's answer waits 1.5 s: three rounds of chunks, so the reload lands mid-run.
  await scenario({
    provider: 'anthropic',
    marker,
    reply: ECHO_TEXT,
    fault: { kind: 'delay', firstChunkMs: 1500 },
  });
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  const paragraphs = Array.from(
    { length: 8 },
    (_, i) => `Paragraph ${i + 1} ${marker}. ${'Plenty of words to fill it up. '.repeat(40)}`,
  );
  await input(page).fill(paragraphs.join('\n\n'));
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/jobs/rewrite'));
  await transform(page).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('progressbar', { name: 'Chunked progress' })).toBeVisible();

  await page.reload();
  // The job is found again: the page shows it running, then its whole text, in order.
  await expect(page.getByRole('progressbar', { name: 'Chunked progress' })).toBeVisible();
  await expect(transform(page)).toBeEnabled({ timeout: 30_000 });
  const value = await output(page).inputValue();
  const order = [...value.matchAll(/Paragraph (\d+)/g)].map((match) => Number(match[1]));
  expect(order).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  // The input the user typed is still there, and a later reload starts idle.
  await expect(input(page)).toHaveValue(paragraphs.join('\n\n'));
  await page.reload();
  await expect(transform(page)).toBeEnabled();
  await expect(output(page)).toHaveValue(value);
});

test('Cancel stops a long rewrite sent as a job, also after a reload', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: ECHO_TEXT,
    fault: { kind: 'delay', firstChunkMs: 4000 },
  });
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await input(page).fill(
    Array.from(
      { length: 8 },
      (_, i) => `Section ${i + 1} ${marker}. ${'Plenty of words to fill it up. '.repeat(40)}`,
    ).join('\n\n'),
  );
  await transform(page).click();
  await expect(page.getByRole('progressbar', { name: 'Chunked progress' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Chunked progress' })).toBeVisible();
  const cancelled = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/jobs/'),
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
  await page.reload();
  await expect(transform(page)).toBeEnabled();
  await expect(output(page)).toHaveValue('Transformation cancelled by user');
});
