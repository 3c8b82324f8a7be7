import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_STRIPE_WEBHOOK_SECRET, signedPaymentIntentEvent } from '../fakes';

const PASSWORD = 'a long enough password';

// Each sign-in hashes a password at full scrypt cost: on a busy machine that takes seconds.
test.beforeEach(() => test.slow());
const uniqueName = (base: string) =>
  `${base}-${Date.now().toString(36)}-${test.info().workerIndex}`;

/** No network in tests: Stripe.js cannot come from js.stripe.com, as on an offline machine. */
async function blockStripeJs(page: Page) {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.com\//, (route) => route.abort());
}

test('sign up with 0 credits, sign out, and sign in again after a wrong password', async ({
  page,
}) => {
  const username = uniqueName('writer');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', {
      name: 'Create an account',
    })
    .click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Password').fill('short');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Password must be at least 8 characters')).toBeVisible();
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('0');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill('not my password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  // Nothing typed is lost: the dialog stays open with the username.
  await expect(login.getByLabel('Username')).toHaveValue(username);

  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('credit-balance')).toHaveText('0');
  await page.reload();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
});

test('registering a taken username shows the server message', async ({ page }) => {
  const username = uniqueName('taken');
  const created = await page.request.post('/api/auth/register', {
    data: { username, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('Username already taken')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('checkout lists the packages to anyone; choosing one signed out asks to log in first', async ({
  page,
  request,
}) => {
  const username = uniqueName('chooser');
  // Created from another client: this browser stays signed out.
  const created = await request.post('/api/auth/register', {
    data: { username, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await blockStripeJs(page);
  await page.goto('/checkout');
  const table = page.getByRole('table', { name: 'Credit packages' });
  for (const price of ['5', '10', '50', '100']) {
    await expect(table.getByRole('columnheader', { name: `$${price}`, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: '$25 Popular' })).toBeVisible();
  for (const provider of ['ZHI 1', 'ZHI 2', 'ZHI 3', 'ZHI 4']) {
    await expect(table.getByRole('rowheader', { name: provider })).toBeVisible();
  }
  await expect(
    table.getByText('three million eight hundred sixty-one thousand credits'),
  ).toBeVisible();
  await table.getByRole('button', { name: 'Buy for $25: 3,861,000 ZHI 3 credits' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  // The chosen package goes on to payment once logged in.
  await expect(page.getByText('3,861,000 ZHI 3 credits for $25.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to pricing' })).toBeVisible();
});

test('a purchase is credited by the signed webhook, and the return page shows the balance', async ({
  page,
}) => {
  await blockStripeJs(page);
  const username = uniqueName('buyer');
  await page.request.post('/api/auth/register', { data: { username, password: PASSWORD } });
  await page.goto('/checkout');
  await expect(page.getByTestId('credit-balance')).toHaveText('0');

  const answer = page.waitForResponse('**/api/create-payment-intent');
  await page.getByRole('button', { name: 'Buy for $25: 3,861,000 ZHI 3 credits' }).click();
  const { clientSecret } = (await (await answer).json()) as { clientSecret: string };
  // Without Stripe.js the payment form cannot show: the page says so and stays usable.
  await expect(
    page.getByText('The secure payment form could not be loaded from Stripe.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to pricing' }).click();
  await expect(page.getByRole('table', { name: 'Credit packages' })).toBeVisible();

  // The browser coming back alone grants nothing.
  await page.goto('/?payment=success');
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('0');

  // Stripe confirms the payment to the server.
  const intentId = clientSecret.split('_secret_')[0]!;
  const event = signedPaymentIntentEvent(
    'payment_intent.succeeded',
    { id: intentId, amount: 2500, currency: 'usd' },
    { secret: DEFAULT_STRIPE_WEBHOOK_SECRET },
  );
  const delivered = await page.request.post('/api/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    data: event.payload,
  });
  expect(delivered.status()).toBe(200);

  await page.goto('/?payment=success');
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('3,861,000');
});

test('a payment that cannot be prepared says so, and the packages stay', async ({ page }) => {
  await page.request.post('/api/auth/register', {
    data: { username: uniqueName('offline'), password: PASSWORD },
  });
  await page.goto('/checkout');
  await page.route('**/api/create-payment-intent', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Buy for $5: 106,840 ZHI 2 credits' }).click();
  await expect(page.getByText('Failed to initialize payment. Please try again.')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credit packages' })).toBeVisible();
});

test('Buy Credits goes to checkout when signed in', async ({ page }) => {
  const username = uniqueName('nav');
  await page.request.post('/api/auth/register', { data: { username, password: PASSWORD } });
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Buy credits' })).toBeVisible();
});
