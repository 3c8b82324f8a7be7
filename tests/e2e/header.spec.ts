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

test('Buy Credits asks a signed-out visitor to log in, and the form needs both fields', async ({
  page,
}) => {
  await page.goto('/');
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
