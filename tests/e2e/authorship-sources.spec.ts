import { expect, type Page, test } from '@playwright/test';
import { openSection, saveKeys, scenario, uniqueMarker } from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
const shares = (page: Page) => page.getByRole('list', { name: 'Shares by source' });
const keepSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Keep this record with my account' });
const PASSWORD = 'a long password';

type Kept = { keep: boolean; input?: { characters: number; log: { ops: unknown[] } } };
const kept = async (page: Page): Promise<Kept> =>
  (await page.request.get('/api/authorship/record')).json();

async function showAuthorship(page: Page) {
  await page.getByRole('button', { name: 'Show authorship' }).click();
  await expect(page.getByRole('tablist', { name: 'Text' })).toBeVisible();
}

test('a signed-in writer keeps the record with the account: another browser signs in and sees it; off deletes it; Clear All empties it', async ({
  page,
  browser,
}) => {
  const username = `keeper-${Date.now().toString(36)}`;
  await page.goto('/');
  await showAuthorship(page);
  // A visitor is told what signing in allows; there is no switch.
  await expect(page.getByText('Sign in to be able to keep it with your account')).toBeVisible();
  await expect(keepSwitch(page)).toHaveCount(0);

  const signUp = await page.request.post('/api/auth/register', {
    data: { username, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.reload();
  const typed = 'My own first paragraph, typed here.';
  await input(page).click();
  await page.keyboard.type(typed);
  await showAuthorship(page);
  await expect(keepSwitch(page)).not.toBeChecked();
  expect((await kept(page)).keep).toBe(false);
  await keepSwitch(page).click();
  await expect(keepSwitch(page)).toBeChecked();
  // Sent when turned on, and again after each pause in the writing.
  await expect.poll(async () => (await kept(page)).input?.characters).toBe(typed.length);
  const more = ' And a second sentence.';
  await input(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(more);
  await expect(input(page)).toHaveValue(typed + more);
  await expect
    .poll(async () => (await kept(page)).input?.characters, { timeout: 10_000 })
    .toBe(typed.length + more.length);

  // A new browser: nothing of this one's storage; the same account signs in.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/');
  const login = await second.request.post('/api/auth/login', {
    data: { username, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  await second.reload();
  await expect(input(second)).toHaveValue(typed + more);
  await showAuthorship(second);
  await expect(keepSwitch(second)).toBeChecked();
  await expect(shares(second).getByRole('listitem')).toHaveText(['Typed100.0%']);
  await expect(second.getByText(/Time spent writing: \d+ s/)).toBeVisible();

  // Off deletes the account's copy; this browser keeps its own.
  await keepSwitch(second).click();
  await expect(keepSwitch(second)).not.toBeChecked();
  await expect.poll(async () => (await kept(second)).keep).toBe(false);
  await expect(shares(second).getByRole('listitem')).toHaveText(['Typed100.0%']);
  await other.close();

  // On again in the first browser; Clear All empties the record here and with the account.
  await page.reload();
  await showAuthorship(page);
  await keepSwitch(page).click();
  await expect
    .poll(async () => (await kept(page)).input?.characters)
    .toBe(typed.length + more.length);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(input(page)).toHaveValue('');
  await expect.poll(async () => kept(page)).toEqual({ keep: true, updatedAt: expect.any(String) });
  expect(await page.evaluate(() => localStorage.getItem('redraft-authorship'))).toBeNull();
});

test('a library document inserted into the workspace counts as Library, named', async ({
  page,
}) => {
  await page.goto('/');
  await openSection(page, 'Content Reference Library');
  const library = page.locator('#content-library');
  await library.getByRole('button', { name: 'Quick Add' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Add Content' });
  const quoted = 'The tide tables for the northern shore.';
  await quick.getByLabel('Content').fill(quoted);
  await quick.getByRole('button', { name: 'Quick Add' }).click();
  await expect(quick).toBeHidden();

  const typed = 'My notes on the coast.';
  await input(page).fill('');
  await input(page).click();
  await page.keyboard.type(typed);
  const documents = library.getByRole('region', { name: 'Documents of Content 1' });
  await documents.getByRole('button', { name: /^Insert .* into the workspace$/ }).click();
  const text = `${typed}\n\n${quoted}`;
  await expect(input(page)).toHaveValue(text);

  await showAuthorship(page);
  const fromLibrary = quoted.length + 2;
  const percent = (part: number) => `${((100 * part) / text.length).toFixed(1)}%`;
  await expect(shares(page).getByRole('listitem')).toHaveText(
    [`Typed${percent(typed.length)}`, `Library${percent(fromLibrary)}`].sort(
      (a, b) => Number.parseFloat(b.replace(/^\D+/, '')) - Number.parseFloat(a.replace(/^\D+/, '')),
    ),
  );
  await expect(page.locator('[title^="Library: Content 1 · "]').first()).toBeVisible();
});

test('a rewrite accepted in the analysis and sent to the workspace counts as AI rewrite, with its model', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const rewritten = `Trade routes make cities; institutions keep them ${marker}.`;
  await scenario({ provider: 'deepseek', marker, reply: rewritten });
  await page.goto('/');
  await openSection(page, 'Intelligence Analysis');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  const analysis = page.locator('#intelligence-analysis');
  const documentA = analysis.getByLabel('Document A', { exact: true });
  await documentA.fill(
    `Cities grow where trade routes cross ${marker}. People gather more people.`,
  );
  await analysis.getByLabel('Rewrite mode').selectOption('concise');
  await analysis.getByRole('button', { name: 'Rewrite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(documentA).toHaveValue(rewritten);
  // A sentence of the writer's own after it.
  await documentA.press('End');
  await documentA.pressSequentially(' Mine.');
  await analysis.getByRole('button', { name: 'Send to Main App (Document A)' }).click();
  const text = `${rewritten} Mine.`;
  await expect(input(page)).toHaveValue(text);

  await showAuthorship(page);
  const percent = (part: number) => `${((100 * part) / text.length).toFixed(1)}%`;
  // The whole rewrite is the model's, its last full stop too (it replaced Document A).
  await expect(shares(page).getByRole('listitem')).toHaveText([
    `AI rewrite${percent(rewritten.length)}`,
    `Typed${percent(' Mine.'.length)}`,
  ]);
  await expect(
    page.locator('[title="AI rewrite: ZHI 3 · Concise (analysis rewrite)"]').first(),
  ).toBeVisible();
});
