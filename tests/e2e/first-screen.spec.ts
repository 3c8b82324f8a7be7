// The page's first screen is in its HTML (docs/decisions/223-first-screen-in-the-page.md): what a
// user does in it before the app's script has run is the app's once it runs. The script is held
// back here, as a slow network or a slow phone would hold it.
import { expect, type Page, type Route, test } from '@playwright/test';
import { saveKeys, scenario, uniqueMarker } from './support';

const APP_SCRIPT = '**/assets/index-*.js';
/** The app's second file, which the entry imports in its second turn (decision 250). */
const APP_CHUNK = '**/assets/app-*.js';

/** Holds the app's script until `release` is called; the page's own HTML is there at once. */
async function holdAppScript(page: Page, pattern = APP_SCRIPT) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

/** The app's own text area (the shell's has the same id and label until the app takes over). */
const appInput = (page: Page) => page.locator('#root #original-dictation');
const shellInput = (page: Page) => page.locator('#shell #original-dictation');
const shares = (page: Page) => page.getByRole('list', { name: 'Shares by source' });
const output = (page: Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));

/** Opens the home page with the app's script held: only the page's HTML runs. */
async function openShell(page: Page) {
  const script = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(shellInput(page)).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
  return script;
}

test('text typed before the app has run is in its input after, with the caret where it was', async ({
  page,
}) => {
  const script = await openShell(page);
  await shellInput(page).click();
  await page.keyboard.type('Typed before the app.');
  await page.keyboard.press('ArrowLeft');
  await script.release();

  await expect(appInput(page)).toHaveValue('Typed before the app.');
  await expect(page.locator('#shell')).toHaveCount(0);
  // The focus and the caret came along: the next key lands where the user left off.
  await expect(appInput(page)).toBeFocused();
  await page.keyboard.type('!');
  await expect(appInput(page)).toHaveValue('Typed before the app!.');
  await expect(page.getByText('4 words · 22 characters')).toBeVisible();
  // Typed, as the authorship record tells (the app's input events were not there to say it).
  await page.getByRole('button', { name: 'Show authorship' }).click();
  await expect(shares(page).getByRole('listitem')).toHaveText(['Typed100.0%']);
  // And it is the app's draft: kept over a reload.
  await page.reload();
  await expect(appInput(page)).toHaveValue('Typed before the app!.');
});

test('between the turns of the start (React has run, the app not yet) a text and a click are kept', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const reply = 'The rewrite of a text typed while the app was loading.';
  await scenario({ provider: 'anthropic', marker, reply });
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await page.goto('about:blank');

  // The entry (with React) runs; the app's file, preloaded from the head and imported in the
  // next turn (docs/decisions/250-app-starts-in-turns.md), waits.
  const appFile = await holdAppScript(page, APP_CHUNK);
  await page.goto('/', { waitUntil: 'commit' });
  await shellInput(page).click();
  await page.keyboard.type(`Between ${marker}: typed while loading.`);
  const transform = page.locator('#shell').getByRole('button', { name: 'Transform' });
  await transform.click();
  await expect(transform).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#root')).toBeEmpty();
  await appFile.release();

  await expect(output(page)).toHaveValue(reply);
  await expect(appInput(page)).toHaveValue(`Between ${marker}: typed while loading.`);
  await expect(page.locator('#shell')).toHaveCount(0);
});

test('the saved draft comes back into the first screen, and what is typed there is added to it', async ({
  page,
}) => {
  await page.goto('/');
  await appInput(page).fill('A saved draft.');
  await expect(page.getByText('3 words · 14 characters')).toBeVisible();
  // The draft is saved in a quiet moment. Leaving the page would save it at once, but Chromium
  // hands a write made as the page goes to its storage on its own time, and the next page may
  // read before it lands; this test is about the first screen, so it waits for the save.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redraft-input-draft')))
    .toBe('A saved draft.');
  await page.goto('about:blank');

  const script = await openShell(page);
  await expect(shellInput(page)).toHaveValue('A saved draft.');
  await shellInput(page).press('End');
  await page.keyboard.type(' Then more.');
  await script.release();
  await expect(appInput(page)).toHaveValue('A saved draft. Then more.');

  // Untouched, the first screen gives the saved draft back as it was.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redraft-input-draft')))
    .toBe('A saved draft. Then more.');
  await page.goto('about:blank');
  const again = await openShell(page);
  await again.release();
  await expect(appInput(page)).toHaveValue('A saved draft. Then more.');
});

test('text pasted before the app has run is recorded as pasted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const script = await openShell(page);
  await page.evaluate(() => navigator.clipboard.writeText('Pasted before the app ran.'));
  await shellInput(page).click();
  await page.keyboard.press('Control+V');
  await expect(shellInput(page)).toHaveValue('Pasted before the app ran.');
  await script.release();

  await expect(appInput(page)).toHaveValue('Pasted before the app ran.');
  await page.getByRole('button', { name: 'Show authorship' }).click();
  await expect(shares(page).getByRole('listitem')).toHaveText(['Pasted100.0%']);
});

test('Transform clicked before the app has run starts the rewrite once the app is ready', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const reply = 'The rewrite of a text typed before the app was there.';
  await scenario({ provider: 'anthropic', marker, reply });
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);

  const script = await openShell(page);
  await shellInput(page).fill(`Early ${marker}: a rough note.`);
  const transform = page.locator('#shell').getByRole('button', { name: 'Transform' });
  await transform.click();
  // The click is taken, not lost: the button says it is waiting for the app.
  await expect(transform).toHaveAttribute('aria-busy', 'true');
  await script.release();

  await expect(output(page)).toHaveValue(reply);
  await expect(appInput(page)).toHaveValue(`Early ${marker}: a rough note.`);
});

test('Transform clicked early with no text gets the message the spec gives', async ({ page }) => {
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await appInput(page).fill('');
  await page.goto('about:blank');

  const script = await openShell(page);
  await page.locator('#shell').getByRole('button', { name: 'Transform' }).click();
  await script.release();
  await expect(page.getByText('No Text to Transform')).toBeVisible();
  await expect(page.getByText('Please enter or dictate some text first')).toBeVisible();
});

test('on another page the first screen is the header and a loading line, never the workspace', async ({
  page,
}) => {
  const script = await holdAppScript(page);
  await page.goto('/tutorial', { waitUntil: 'commit' });
  await expect(page.getByText('Loading Redraft…')).toBeVisible();
  await expect(page.locator('#original-dictation')).toHaveCount(0);
  await script.release();
  await expect(page.getByText('Loading Redraft…')).toHaveCount(0);
  await expect(page.locator('#shell')).toHaveCount(0);
});

test('text typed in the first screen survives a reload even if the app never came', async ({
  page,
}) => {
  await page.route(APP_SCRIPT, (route) => route.abort());
  await page.goto('/');
  await shellInput(page).fill('Typed while the app could not load.');
  await page.reload();
  await expect(shellInput(page)).toHaveValue('Typed while the app could not load.');
  await page.unroute(APP_SCRIPT);
  await page.reload();
  await expect(appInput(page)).toHaveValue('Typed while the app could not load.');
});

test('a Sections link clicked before the app has run takes the reader to that section once it runs', async ({
  page,
}) => {
  const script = await openShell(page);
  await page.locator('#shell').getByRole('link', { name: 'GPT Bypass', exact: true }).click();
  await expect(page).toHaveURL(/#gpt-bypass$/);
  await script.release();

  const section = page.getByRole('region', { name: 'GPT Bypass' });
  await expect(section.getByRole('heading', { name: 'GPT Bypass', level: 2 })).toBeInViewport();
  // In view, its body loads as any section's does when the reader reaches it.
  await expect(section.getByTestId('section-waiting')).toHaveCount(0);
  await expect(section.getByRole('textbox', { name: 'Box A: Input' })).toBeVisible();
});
