// The workspace as a writer meets it (issue 36): each section's main action in view once there
// is text, at a laptop's and a phone's size; no section fails only after the click for want of
// a model.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AI_STYLED_TEXT, SIZES, saveKeys } from './support';

const TEXT = AI_STYLED_TEXT;

/** The element's whole box lies inside the viewport. */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

/** Brings a section's top to the top of the screen, as its link in the section list does. */
async function goToSection(page: Page, id: string) {
  const heading = page.locator(`#${id}`).getByRole('heading', { level: 2 });
  // Sections below are laid out as they come near (content-visibility): scroll until it holds.
  await expect(async () => {
    await page.locator(`#${id}`).evaluate((section) => section.scrollIntoView());
    await expect(heading).toBeInViewport({ ratio: 1, timeout: 500 });
  }).toPass();
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the main action of every section is in view, with its choices, once there is text', async ({
      page,
    }) => {
      await page.goto('/');
      await saveKeys(page, ['DeepSeek (ZHI 3)']);

      // The workspace, on first load: text typed at the top of the page.
      await page.getByLabel('Original Dictation').fill(TEXT);
      await page.evaluate(() => window.scrollTo(0, 0));
      const transform = page.getByRole('button', { name: 'Transform', exact: true });
      await expect(transform).toBeEnabled();
      await expectInView(page, transform);
      await expectInView(page, page.getByLabel('AI model'));
      await expectInView(page, page.getByLabel('Preset'));

      await goToSection(page, 'gpt-bypass');
      const bypass = page.locator('#gpt-bypass');
      await bypass.getByRole('textbox', { name: 'Box A: Input' }).fill(TEXT);
      await goToSection(page, 'gpt-bypass');
      const humanize = bypass.getByRole('button', { name: 'HUMANIZE', exact: true });
      await expect(humanize).toBeEnabled();
      await expectInView(page, humanize);
      await expectInView(page, bypass.getByLabel('Provider'));

      await goToSection(page, 'intelligence-analysis');
      const analysis = page.locator('#intelligence-analysis');
      await analysis.getByLabel('Document A', { exact: true }).fill(TEXT);
      await goToSection(page, 'intelligence-analysis');
      const analyze = analysis.getByRole('button', { name: 'Analyze', exact: true });
      await expect(analyze).toBeEnabled();
      await expectInView(page, analyze);
      await expectInView(page, analysis.getByLabel('Provider'));
    });

    test('the score chart reads at the size of the text around it', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Original Dictation').fill(TEXT);
      await page.getByRole('button', { name: /AI Detection of the original text/ }).click();
      const result = page.getByRole('region', { name: 'AI detection of the original text' });
      await result.getByRole('button', { name: /Full report/ }).click();
      const report = page.getByRole('dialog', { name: 'AI Detection Report' });
      const chart = report.getByRole('img', { name: /^Sentence scores along the text/ });
      await expect(chart).toBeVisible();
      const sizes = await chart
        .locator('xpath=..')
        .evaluate((figure) =>
          [...figure.querySelectorAll('span, figcaption')]
            .filter((element) => element.textContent?.trim() && element.children.length === 0)
            .map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
        );
      // Axis labels and caption alike: 12 px, never scaled with the plot's width.
      expect(sizes.length).toBeGreaterThan(4);
      for (const size of sizes) expect(size).toBe(12);
    });
  });
}

test('with no model the humanizer and the analysis say so before any click, with the way to fix it', async ({
  page,
}) => {
  await page.goto('/');
  for (const id of ['gpt-bypass', 'intelligence-analysis']) {
    await goToSection(page, id);
    const section = page.locator(`#${id}`);
    const notice = section.getByRole('note').filter({ hasText: 'No AI model is connected yet' });
    await expect(notice).toBeVisible();
    const provider = section.getByLabel('Provider');
    // Nothing unavailable is shown as chosen.
    await expect(provider).toHaveValue('');
    await expect(provider.locator('option:checked')).toHaveText('No model yet');
  }
  const bypass = page.locator('#gpt-bypass');
  await bypass.getByRole('textbox', { name: 'Box A: Input' }).fill(TEXT);
  await expect(bypass.getByRole('button', { name: 'HUMANIZE', exact: true })).toBeDisabled();
  await expect(bypass.getByRole('button', { name: 'RE-HUMANIZE', exact: true })).toBeDisabled();
  const analysis = page.locator('#intelligence-analysis');
  await analysis.getByLabel('Document A', { exact: true }).fill(TEXT);
  for (const name of ['Analyze', 'Evaluate Originality', 'Assess Fiction', 'Rewrite'])
    await expect(analysis.getByRole('button', { name, exact: true })).toBeDisabled();

  // The one step: Settings opens from a section's notice; a key there readies both sections.
  await bypass.getByRole('button', { name: 'Add a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('OpenAI (ZHI 2)').fill('sk-e2e-openai-key');
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await expect(page.getByText('Keys saved for this browser session')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const id of ['gpt-bypass', 'intelligence-analysis']) {
    const section = page.locator(`#${id}`);
    await expect(section.getByRole('note')).toHaveCount(0);
    await expect(section.getByLabel('Provider')).toHaveValue('openai');
  }
  await expect(bypass.getByRole('button', { name: 'HUMANIZE', exact: true })).toBeEnabled();
  await expect(analysis.getByRole('button', { name: 'Analyze', exact: true })).toBeEnabled();
});

test('a signed-out visit logs no error; the login dialog opens in the mode its button names', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('header')).toHaveAttribute('data-account', 'signed-out');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);

  // Register through the dialog's other mode, log out, then Login: the dialog says Log in.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('Username').fill(`writer-${Date.now().toString(36)}`);
  await register.getByLabel('Password').fill('correct horse battery');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('header')).toHaveAttribute('data-account', 'signed-in');
  await page.getByRole('button', { name: /Log ?out/ }).click();
  await expect(page.locator('header')).toHaveAttribute('data-account', 'signed-out');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toHaveCount(0);
});
