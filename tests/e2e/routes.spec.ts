import { expect, test } from '@playwright/test';

test('the home page shows the workspace and every section in order, with anchors', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Redraft' })).toBeVisible();
  const headings = page.locator('main section > div > h2');
  await expect(headings).toHaveText([
    'Dictation Workspace',
    'Document Processing',
    'Personal Style Library',
    'Content Reference Library',
    'GPT Bypass',
    'Intelligence Analysis',
  ]);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Intelligence Analysis' })
    .click();
  await expect(page).toHaveURL(/#intelligence-analysis$/);
  await expect(page.locator('#intelligence-analysis')).toBeInViewport();
});

test('the checkout page shows the credit packages of every provider', async ({ page }) => {
  expect((await page.goto('/checkout'))?.status()).toBe(200);
  const table = page.getByRole('table', { name: 'Credit packages' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Provider',
    '$5',
    '$10',
    '$25Popular',
    '$50',
    '$100',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText(['ZHI 1', 'ZHI 2', 'ZHI 3', 'ZHI 4']);
  const zhi1 = table.getByRole('row', { name: /ZHI 1/ });
  await expect(zhi1).toContainText('4,275,000');
  await expect(zhi1).toContainText('four million two hundred seventy-five thousand credits');
  await expect(table.getByRole('row', { name: /ZHI 4/ })).toContainText('173,176,900');
});

test('the tutorial has its video, quick tips and a way back home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How to Use' }).click();
  await expect(page).toHaveURL(/\/tutorial$/);
  await expect(page.getByRole('heading', { name: 'How to use Redraft' })).toBeVisible();
  await expect(page.getByLabel(/^Redraft tutorial,/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapters and transcript' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick tips' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
