import { expect, test } from '@playwright/test';

test('a provider key entered in Settings connects the app, is never shown again, and can be removed', async ({
  page,
}) => {
  await page.goto('/');
  const indicator = page.getByRole('status').filter({ hasText: /APIs/ });
  await expect(indicator).toHaveText('APIs Disconnected');

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('OpenAI (ZHI 2)').fill('sk-e2e-secret-key');
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await expect(page.getByText('Keys saved for this browser session')).toBeVisible();
  await expect(indicator).toHaveText('APIs Connected');

  // The saved key is not sent back: the field is empty and only marked as saved.
  await expect(dialog.getByLabel('OpenAI (ZHI 2)')).toHaveValue('');
  await expect(dialog.getByText('Saved')).toBeVisible();
  expect(await page.content()).not.toContain('sk-e2e-secret-key');

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /APIs/ })).toHaveText('APIs Connected');

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Remove OpenAI (ZHI 2) key' }).click();
  await expect(page.getByRole('status').filter({ hasText: /APIs/ })).toHaveText(
    'APIs Disconnected',
  );
});

test('keys belong to one browser session: another visitor stays disconnected', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await a.goto('/');
  await a.getByRole('button', { name: 'Settings' }).click();
  await a.getByLabel('DeepSeek (ZHI 3)').fill('sk-only-for-a');
  await a.getByRole('button', { name: 'Save keys' }).click();
  await expect(a.getByRole('status').filter({ hasText: /APIs/ })).toHaveText('APIs Connected');
  await b.goto('/');
  await expect(b.getByRole('status').filter({ hasText: /APIs/ })).toHaveText('APIs Disconnected');
  await first.close();
  await second.close();
});
