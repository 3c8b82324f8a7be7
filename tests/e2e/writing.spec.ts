import { expect, test } from '@playwright/test';

// Writing checks (issue 41): Harper loads in a Web Worker on the first check; a suggestion is
// accepted in the input's text area, then in the large-text editor a long text opens in.
test('a suggestion is accepted in the text area and in the large-text editor', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const input = page.getByLabel('Original Dictation');
  await input.fill('I recieve the letters every morning.');
  const checks = page.getByRole('region', { name: 'Writing checks of the dictation' });
  await expect(checks.getByRole('button', { name: /1 issue/ })).toBeVisible({ timeout: 20_000 });
  await expect(checks.getByTestId('readability')).toContainText('Grade');
  // The caret in the underlined word shows its suggestions, as a click there does; with the
  // box at the screen's bottom, they come into view above the pinned Transform bar.
  await input.click();
  await input.evaluate((area: HTMLTextAreaElement) => {
    area.setSelectionRange(4, 4);
    area.scrollIntoView({ block: 'end' });
  });
  await page.keyboard.press('ArrowRight');
  const suggestions = checks.getByTestId('writing-issue');
  await expect(suggestions).toBeInViewport();
  // Read until the scroll that brings the row into view has ended.
  const overlap = async () => {
    const bar = await page.getByRole('group', { name: 'Transform', exact: true }).boundingBox();
    const row = await suggestions.boundingBox();
    return row!.y + row!.height - bar!.y;
  };
  await expect.poll(overlap).toBeLessThanOrEqual(0);
  await checks.getByRole('button', { name: 'Replace “recieve” with “receive”' }).click();
  await expect(input).toHaveValue('I receive the letters every morning.');
  await expect(checks.getByRole('button', { name: 'No issues' })).toBeVisible();

  // The personal dictionary: a visitor's word is kept in the browser, and at sign-in it moves
  // into the account, which keeps it from then on (the browser's copy is gone).
  await input.fill('The zorblax reads the letters.');
  await checks.getByRole('button', { name: /1 issue/ }).click();
  await checks.getByRole('button', { name: 'Add to dictionary' }).click();
  await expect(checks.getByRole('button', { name: 'No issues' })).toBeVisible();
  const signUp = await page.request.post('/api/auth/register', {
    data: { username: `writer-${Date.now().toString(36)}`, password: 'a long password' },
  });
  expect(signUp.status()).toBe(201);
  await page.reload();
  const accountWords = async () =>
    (await (await page.request.get('/api/writing/dictionary')).json()).words;
  await expect.poll(accountWords).toEqual(['zorblax']);
  expect(await page.evaluate(() => localStorage.getItem('redraft.writing.dictionary'))).toBeNull();
  await input.fill('The zorblax reads teh letters.');
  await expect(checks.getByRole('button', { name: /1 issue/ })).toBeVisible({ timeout: 20_000 });
  await expect(checks.getByRole('button', { name: /1 spelling/ })).toBeVisible();
  // A word added by mistake comes out of the dictionary again, and is marked again.
  await checks.getByRole('button', { name: /1 issue/ }).click();
  await checks.getByRole('button', { name: 'Personal dictionary (1 word)' }).click();
  await checks.getByRole('button', { name: 'Remove “zorblax” from the dictionary' }).click();
  await expect(checks.getByRole('button', { name: /2 issues/ })).toBeVisible();
  await expect.poll(accountWords).toEqual([]);
  await checks.getByRole('button', { name: /2 issues/ }).click();

  // Past 50,000 characters the input is the CodeMirror editor: the underline is drawn in it.
  const clean = `${'The committee met on Tuesday and agreed on the plan. '.repeat(8)}\n\n`;
  await input.fill(`I saw teh dog.\n\n${clean.repeat(Math.ceil(52_000 / clean.length))}`);
  const editor = page.locator('#original-dictation[contenteditable="true"]');
  await expect(editor).toBeVisible();
  // The editor draws only the lines in view, and the caret came at the end: back to the start.
  await editor.click();
  await page.keyboard.press('Control+Home');
  await expect(editor.locator('.writing-issue-spelling').first()).toHaveText('teh', {
    timeout: 20_000,
  });
  await checks.getByRole('button', { name: /issue/ }).click();
  await checks.getByRole('button', { name: 'Replace “teh” with “the”' }).click();
  await expect(editor.locator('.cm-line').first()).toHaveText('I saw the dog.');
});
