import { expect, test } from '@playwright/test';

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('before the app has loaded, the page shows its header in the saved theme, and keeps it as the app takes over', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('redraft-theme', 'dark'));
  const look = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      color: getComputedStyle(document.body).color,
      header: Math.round(document.querySelector('header')!.getBoundingClientRect().height),
    }));

  // Neither the app's script nor its stylesheet arrives: what shows is the page's own HTML (the
  // header and the workspace's first screen), styled by its inline style.
  await page.route('**/assets/index-*', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#shell #original-dictation')).toBeVisible();
  await expect(page.locator('header')).toHaveText('Redraft');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const before = await look();

  await page.unroute('**/assets/index-*');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await look()).toEqual(before);
  expect(blocked).toEqual([]);
});

test('Buy Credits asks a signed-out visitor to log in, and the form needs both fields', async ({
  page,
}) => {
  // Until the account is known, Buy Credits goes straight to checkout (which asks for a login
  // itself); a person who sees the page settled clicks after it is.
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveAttribute('data-account', 'signed-out');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
});

test('the input text survives a reload', async ({ page }) => {
  await page.goto('/');
  const input = page.getByLabel('Original Dictation');
  await input.fill('A draft I would hate to lose.');
  await expect(page.getByText('7 words · 29 characters')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Original Dictation')).toHaveValue('A draft I would hate to lose.');
});
