// The workspace as a person meets it (issue 15): first run with no keys, a reload, uploads,
// the login on the way to checkout, the layout on a laptop and on a phone.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  afterAnthropicPieces,
  dropFile,
  openGate,
  openSection,
  saveKeys,
  scenario,
  uniqueMarker,
} from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
/** The output's text area, once a rewrite has finished streaming
 * (docs/decisions/115-streaming-output-paragraph-view.md). */
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));
/** The output as it streams: a read-only view of the words so far. */
const streamingOutput = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('[aria-busy="true"]'));
const transform = (page: Page) => page.getByRole('button', { name: 'Transform', exact: true });
const PHONE = { width: 390, height: 844 };

test('everything the workspace shows survives a reload', async ({ page }) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'openai', marker, reply: 'A rewritten paragraph that must stay.' });
  await page.goto('/');
  await saveKeys(page, ['OpenAI (ZHI 2)', 'DeepSeek (ZHI 3)']);
  await page.getByLabel('AI model').selectOption('gpt-4o');
  await page.getByLabel('Preset').selectOption('Concise');
  await page.getByLabel('Text type').selectOption('fiction');
  await page.getByRole('switch', { name: 'Use content references' }).click();
  await input(page).fill(`Notes ${marker} to rewrite.`);
  await transform(page).click();
  await expect(output(page)).toHaveValue('A rewritten paragraph that must stay.');

  await page.reload();
  await expect(output(page)).toHaveValue('A rewritten paragraph that must stay.');
  await expect(page.getByLabel('AI model')).toHaveValue('gpt-4o');
  await expect(page.getByLabel('Preset')).toHaveValue('Concise');
  await expect(page.getByLabel('Text type')).toHaveValue('fiction');
  await expect(page.getByRole('switch', { name: 'Use content references' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Use style references' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(input(page)).toHaveValue(`Notes ${marker} to rewrite.`);
});

test('with no text model the transform area says so before any click, with the way to fix it', async ({
  page,
}) => {
  await page.goto('/');
  const notice = page
    .locator('#workspace')
    .getByRole('note')
    .filter({ hasText: 'No AI model is connected yet' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('AI model')).toHaveValue('');
  await expect(page.getByLabel('AI model').locator('option:checked')).toHaveText('No model yet');
  await expect(transform(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Homework Mode' })).toBeDisabled();

  // The one step: Settings opens from the notice; a key there makes the workspace ready.
  await notice.getByRole('button', { name: 'Add a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Anthropic (ZHI 1)').fill('sk-ant-e2e-key');
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await expect(page.getByText('Keys saved for this browser session')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('AI model')).toHaveValue('claude-sonnet');
  await expect(transform(page)).toBeEnabled();

  // The key of the selected model is removed: nothing unavailable stays selected.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Remove Anthropic (ZHI 1) key' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('AI model')).toHaveValue('');
  await expect(notice).toBeVisible();
  await expect(transform(page)).toBeDisabled();
});

test("a file whose content does not match its name gets the server's reason; an old 'Added' line goes", async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'Document Processing');
  const text = Buffer.from('A short plain note about tides and the moon.\n');
  await dropFile(page, 'Drop zone', text, 'tides.txt', 'text/plain');
  await expect(page.getByText('Added 9 words from tides.txt.')).toBeVisible();

  await dropFile(page, 'Drop zone', text, 'report.pdf', 'application/pdf');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Unsupported file format' });
  await expect(toast).toContainText(
    'The file is named or declared as a PDF, but its content is a text file.',
  );
  await expect(page.getByText('Added 9 words from tides.txt.')).toBeHidden();
});

test('Log in to buy credits continues to the checkout after the login', async ({ page }) => {
  // Until the account is known, Buy Credits goes straight to checkout (which asks for a login
  // itself); a person who sees the page settled clicks after it is.
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveAttribute('data-account', 'signed-out');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toContainText('Log in to buy credits');
  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('Username').fill(`buyer-${uniqueMarker()}`);
  await register.getByLabel('Password').fill('a long enough password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Buy credits', level: 1 })).toBeVisible();

  // Closing the dialog without logging in goes nowhere.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveAttribute('data-account', 'signed-out');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the switches' knobs stay in their tracks; the reference flags are labelled switches", async ({
  page,
}) => {
  await page.goto('/');
  for (const name of ['Auto-detect AI', 'Use style references', 'Use content references']) {
    const track = page.getByRole('switch', { name });
    for (let flip = 0; flip < 2; flip++) {
      // Both boxes in one read: sections that load on demand may still move the page between two.
      const { outer, knob } = await track.evaluate((element) => ({
        outer: element.getBoundingClientRect().toJSON() as DOMRect,
        knob: element.querySelector('span')!.getBoundingClientRect().toJSON() as DOMRect,
      }));
      expect(knob.left).toBeGreaterThanOrEqual(outer.left);
      expect(knob.right).toBeLessThanOrEqual(outer.right + 0.5);
      expect(knob.top).toBeGreaterThanOrEqual(outer.top);
      expect(knob.bottom).toBeLessThanOrEqual(outer.bottom + 0.5);
      const before = await track.getAttribute('aria-checked');
      await track.click();
      await expect(track).not.toHaveAttribute('aria-checked', before!);
      await page.waitForTimeout(250); // the knob's slide
    }
  }
});

for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
  test(`after Transform the streaming output is in view with Cancel beside it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const marker = uniqueMarker();
    await scenario({
      provider: 'anthropic',
      marker,
      reply: 'one two three four five six seven eight nine ten eleven twelve',
      // The first piece comes, the rest is held: still streaming while it is measured.
      fault: { kind: 'gated', gate: marker, afterEvents: afterAnthropicPieces(1) },
    });
    await page.goto('/');
    await saveKeys(page, ['Anthropic (ZHI 1)']);
    await input(page).fill(`Stream ${marker} please.`);
    await transform(page).click();
    // While the answer streams in (its pieces come seconds apart), the output is on screen.
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    await expect(streamingOutput(page)).toBeInViewport({ ratio: 0.9 });
    await expect(cancel).toBeInViewport();
    // Cancel sits right under the output it stops, not a screen away. Measured until the card's
    // layout settles: on a loaded machine the two boxes can be read between two layouts.
    const gap = async () => {
      const box = (await streamingOutput(page).boundingBox())!;
      const cancelBox = (await cancel.boundingBox())!;
      return cancelBox.y - (box.y + box.height);
    };
    await expect.poll(gap).toBeLessThan(80);
    await expect(streamingOutput(page)).toHaveText(/one/);
    await page.screenshot({
      path: join(test.info().outputDir, `workspace-streaming-${viewport.width}.png`),
    });
    await openGate(marker);
  });
}

test('one font family; the home page has an h1 and a skip link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's page, not the page's own first screen (docs/decisions/223-first-screen-in-the-page.md).
  await expect(page.locator('#shell')).toHaveCount(0);
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    input: getComputedStyle(document.getElementById('original-dictation')!).fontFamily,
    output: getComputedStyle(document.getElementById('processed-output')!).fontFamily,
    instructions: getComputedStyle(document.getElementById('custom-instructions')!).fontFamily,
  }));
  expect(new Set(Object.values(fonts)).size).toBe(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('on a phone: the header is one opaque row, section links one scrolling row, no sideways page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('#shell')).toHaveCount(0);
  const header = page.locator('header');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toMatch(/rgba\(.*,\s*0?\.\d+\)|transparent/);
  const links = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
  const tops = new Set<number>();
  for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())!.y));
  expect(tops.size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});

test('signed in on a phone: the header stays one row, the balance is legible, logout is labelled', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('Username').fill(`phone-${uniqueMarker()}`);
  await register.getByLabel('Password').fill('a long enough password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('0');
  expect((await page.locator('header').boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const balance = await page
    .getByTestId('credit-balance')
    .evaluate((element) => getComputedStyle(element).fontSize);
  expect(Number.parseFloat(balance)).toBeGreaterThanOrEqual(14);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveText('Log out');
});

test('checkout on a phone: cards, no sideways scroll, and what each package buys in words', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/checkout');
  await expect(page.getByRole('table', { name: 'Credit packages' })).toBeHidden();
  const zhi2 = page.getByRole('region', { name: 'ZHI 2' });
  await expect(zhi2).toBeVisible();
  // 106,840 ZHI 2 credits rewrite about 40,000 words (each word read and written).
  // The card's row says it beside its "Buy" button, whose name carries the price and credits.
  const fiveDollars = zhi2.getByRole('listitem').filter({
    has: page.getByRole('button', { name: 'Buy for $5: 106,840 ZHI 2 credits' }),
  });
  await expect(fiveDollars).toContainText('about 40,000 words rewritten');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  const table = page.getByRole('table', { name: 'Credit packages' });
  await expect(table).toBeVisible();
  await expect(table).toContainText('about 1.6 million words rewritten');
});

test('Settings groups keys by service, says where to get one, and shows no variable names', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  for (const group of ['Text models', 'Speech to text', 'Voices, detection and math']) {
    await expect(dialog.getByRole('region', { name: group })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'console.anthropic.com' })).toHaveAttribute(
    'href',
    'https://console.anthropic.com/settings/keys',
  );
  await expect(dialog.getByLabel('Mathpix app ID (math OCR)')).toBeVisible();
  const placeholders = await dialog
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
  expect(placeholders.join(' ')).not.toMatch(/_API_KEY|_APP_ID|_APP_KEY/);
  // This server has no keys of its own: no service is marked as provided by it.
  await expect(dialog.getByText('On this server', { exact: true })).toHaveCount(0);
});
