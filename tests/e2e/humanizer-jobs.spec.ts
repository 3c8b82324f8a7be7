// A long humanization sent as a job survives a reload: the page finds the job again, follows
// its passes into Box C and shows the score and fact report (issue 42, decisions 243 and 244).
import { expect, type Page, test } from '@playwright/test';
import { ECHO_TEXT } from './fake-control';
import { openSection, saveKeys, scenario, uniqueMarker } from './support';

const section = (page: Page) => page.locator('#gpt-bypass');
const boxA = (page: Page) => page.getByRole('textbox', { name: 'Box A: Input' });
const boxC = (page: Page) => page.getByRole('textbox', { name: 'Box C: Humanized output' });
const humanize = (page: Page) =>
  section(page).getByRole('button', { name: 'HUMANIZE', exact: true });
const progress = (page: Page) => section(page).getByRole('region', { name: 'Long humanization' });

/** Eight paragraphs of about 1,270 characters: past the 8,000 of the long path, one a chunk. */
const longInput = (marker: string, stem: string) =>
  Array.from(
    { length: 8 },
    (_, i) => `${stem} ${i + 1} ${marker}. ${'Plenty of words to fill it up. '.repeat(40)}`,
  ).join('\n\n');

async function startLongRun(page: Page, marker: string, stem: string) {
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await section(page).getByLabel('Provider').selectOption('anthropic');
  await boxA(page).fill(longInput(marker, stem));
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/jobs/humanize'));
  await humanize(page).click();
  expect((await sent).status()).toBe(201);
  await expect(progress(page)).toContainText('Large document detected');
}

test('a long humanization sent as a job completes after the page is reloaded mid-run', async ({
  page,
}) => {
  const marker = uniqueMarker();
  // Each call's answer waits a second: three rounds of chunks, so the reload lands mid-run.
  await scenario({
    provider: 'anthropic',
    marker,
    reply: ECHO_TEXT,
    fault: { kind: 'delay', firstChunkMs: 1000 },
  });
  await startLongRun(page, marker, 'Paragraph');

  await page.reload();
  // The job is found again: the page shows it running, then the whole output, in order.
  await expect(progress(page)).toContainText('Long humanization found');
  // While it runs, Box C's part-written text is not measured against Box A (it would read as
  // facts dropped); the review comes with the end.
  const review = section(page).getByTestId('review-summary');
  await expect(progress(page)).toContainText(/Pass 1: [1-7] of 8 chunks done/);
  await expect(boxC(page)).not.toHaveValue('');
  await expect(review).toHaveCount(0);
  await expect(humanize(page)).toBeEnabled({ timeout: 60_000 });
  await expect(progress(page)).toHaveCount(0);
  await expect(review).toBeVisible();
  const value = await boxC(page).inputValue();
  const order = [...value.matchAll(/Paragraph (\d+)/g)].map((match) => Number(match[1]));
  expect(order).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await expect(section(page).getByRole('list', { name: 'AI score of each pass' })).toContainText(
    /Pass 1: \d+% AI/,
  );
  await expect(section(page).getByTestId('Output badge')).toHaveText(/^Output: \d+% AI$/);
  // The input is still there, and a later reload starts idle with the output kept.
  await expect(boxA(page)).toHaveValue(longInput(marker, 'Paragraph'));
  await page.reload();
  await expect(humanize(page)).toBeEnabled();
  await expect(progress(page)).toHaveCount(0);
  await expect(boxC(page)).toHaveValue(value);
});

test('Cancel stops a long humanization sent as a job, also after a reload', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({
    provider: 'anthropic',
    marker,
    reply: ECHO_TEXT,
    fault: { kind: 'delay', firstChunkMs: 4000 },
  });
  await startLongRun(page, marker, 'Section');
  await page.reload();
  await expect(progress(page)).toContainText('Long humanization found');
  await expect(progress(page)).toContainText(/Pass 1: \d of 8 chunks done/);
  const cancelled = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/jobs/'),
  );
  await section(page).getByRole('button', { name: 'Cancel' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Rewrite cancelled' }),
  ).toBeVisible();
  await expect(humanize(page)).toBeEnabled();
  await page.reload();
  await expect(humanize(page)).toBeEnabled();
  await expect(progress(page)).toHaveCount(0);
});
