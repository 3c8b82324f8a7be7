import { expect, test } from '@playwright/test';
import { NO_PAYMENTS_PORT } from './ports';

// This instance of the app was started without Stripe keys (see playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${NO_PAYMENTS_PORT}` });
test.beforeEach(() => test.slow());

test('without payment keys checkout says payments are unavailable, and lists the packages', async ({
  page,
}) => {
  await page.request.post('/api/auth/register', {
    data: { username: `buyer-${Date.now().toString(36)}`, password: 'a long enough password' },
  });
  await page.goto('/checkout');
  await expect(page.getByRole('note')).toHaveText(
    'Payment Unavailable: Payment system not configured',
  );
  await page.getByRole('button', { name: 'Buy for $5: 106,840 ZHI 2 credits' }).click();
  await expect(page.getByText('Payment Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment system not configured', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credit packages' })).toBeVisible();
});
