import { expect, type Page, test } from '@playwright/test';
import { openSection, saveKeys, scenario, uniqueMarker } from './support';

// The sections hand text to each other through the app's hand-off store; these follow the
// hand-offs between the humanizer and the analysis, which each section's own spec cannot.
const humanizer = (page: Page) => page.locator('#gpt-bypass');
const analysis = (page: Page) => page.locator('#intelligence-analysis');
const boxA = (page: Page) => page.getByRole('textbox', { name: 'Box A: Input' });
const boxC = (page: Page) => page.getByRole('textbox', { name: 'Box C: Humanized output' });
const documentA = (page: Page) => analysis(page).getByLabel('Document A', { exact: true });

test('Send to GPT Bypass puts Document A into Box A, and it is scored there', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Intelligence Analysis');
  const text = `A document to humanize ${uniqueMarker()}, long enough to be scored by the detector in Box A.`;
  await documentA(page).fill(text);
  await analysis(page).getByRole('button', { name: 'Send to GPT Bypass (Document A)' }).click();
  await expect(boxA(page)).toHaveValue(text);
  await expect(boxA(page)).toBeInViewport();
  await expect(humanizer(page).getByTestId('Input badge')).toHaveText(/^Input: \d+% AI$/, {
    timeout: 10_000,
  });
});

test('Send to Intelligence puts the humanized output into Document A', async ({ page }) => {
  const marker = uniqueMarker();
  const reply = `Plainly put, ${marker} the harbour grew because the river met the sea there.`;
  await scenario({ provider: 'deepseek', marker, reply });
  await page.goto('/');
  await openSection(page, 'GPT Bypass');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  await boxA(page).fill(`The harbour expanded owing to the confluence of river and sea ${marker}.`);
  await humanizer(page).getByRole('button', { name: 'HUMANIZE', exact: true }).click();
  await expect(boxC(page)).toHaveValue(reply);
  await humanizer(page).getByRole('button', { name: 'Send to Intelligence' }).click();
  await expect(documentA(page)).toHaveValue(reply);
  await expect(documentA(page)).toBeInViewport();
});
