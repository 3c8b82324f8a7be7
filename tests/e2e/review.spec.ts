// The review of an AI result (issue 38): a rewrite from the fake provider, its meter and the
// fact it changed, one change rejected and the rest accepted, the Word file of tracked changes,
// and the merged text after a reload. One walk, with the review's one axe audit and its
// screenshots at a laptop's and a phone's width (in the output folder, or SCREENSHOT_DIR).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SIZES, saveKeys, scenario, uniqueMarker } from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
/** The output's text area; by id, since the open review hides the page from the roles. */
const output = (page: Page) => page.locator('textarea#processed-output');

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300); // the dialog's opening animation ends before the picture
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputDir;
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('a rewrite is reviewed change by change, exported with tracked changes, and kept after a reload', async ({
  page,
}) => {
  const [laptop, phone] = SIZES;
  await page.setViewportSize({ width: laptop.width, height: laptop.height });
  const marker = uniqueMarker();
  const source = `Draft ${marker}: In 1997 the team saw a big cat near the old river.\n\nWe wrote notes every day.`;
  const reply = `Draft ${marker}: In 1998 the group saw a large cat near the old river.\n\nWe wrote careful notes every day.`;
  await scenario({ provider: 'anthropic', marker, reply });
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await input(page).fill(source);
  await page.getByRole('button', { name: 'Transform', exact: true }).click();
  await expect(output(page)).toHaveValue(reply);

  // Beside the output: how much changed, and the fact it changed, which opens the review there.
  const summary = page.getByTestId('review-summary');
  await expect(summary.getByRole('img', { name: /^How much changed: \d+% kept/ })).toBeVisible();
  await summary.getByRole('button', { name: '1 fact changed' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  const status = review.getByTestId('review-status');
  await expect(status).toHaveText('4 changes: 0 accepted, 0 rejected, 4 to decide.');
  await expect(review.getByRole('button', { name: '1997 → 1998' })).toBeVisible();
  await expect(review.locator('[data-state="active"] [data-current]')).toContainText('1998');

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
  await shoot(page, 'review-laptop');

  // The year is rejected from the keyboard; undo and redo it; then the rest is accepted.
  await page.keyboard.press('r');
  await expect(status).toHaveText('4 changes: 0 accepted, 1 rejected, 3 to decide.');
  await expect(output(page)).toHaveValue(reply.replace('1998', '1997'));
  await page.keyboard.press('Control+z');
  await expect(status).toHaveText('4 changes: 0 accepted, 0 rejected, 4 to decide.');
  await expect(output(page)).toHaveValue(reply);
  // The choice moved on to the next change; J and K move between them, back to the year.
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(review.locator('[data-state="active"] [data-current]')).toContainText('1997');
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  await review.getByRole('button', { name: 'Accept all' }).click();
  await expect(status).toHaveText('4 changes: 3 accepted, 1 rejected, 0 to decide.');
  const merged = reply.replace('1998', '1997');
  await expect(output(page)).toHaveValue(merged);

  await review.getByRole('tab', { name: 'Side by side' }).click();
  await expect(review.locator('[data-side="result"]').first()).toContainText(
    'In 1997 the group saw a large cat',
  );
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await shoot(page, 'review-phone');
  await page.setViewportSize({ width: laptop.width, height: laptop.height });

  // Word's revisions: the reviewed text inserted over the input, by Redraft.
  const download = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Word with tracked changes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('processed-text-tracked-changes.docx');
  expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe('PK');

  await review.getByRole('button', { name: 'Done' }).click();
  await expect(review).toBeHidden();

  // After a reload the output is the merged text, and the review goes on with its choices.
  await page.reload();
  await expect(output(page)).toHaveValue(merged);
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(review.getByTestId('review-status')).toHaveText(
    '4 changes: 3 accepted, 1 rejected, 0 to decide.',
  );
  await shoot(page, 'review-after-reload');
});
