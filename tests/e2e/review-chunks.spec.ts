// The review of one chunk of a Chunk Manager run against its own source chunk (issue 38): some
// changes accepted, others rejected, the chunk replaced in the output, and all of it kept after
// a reload. Screenshots at a laptop's and a phone's width (in the output folder, or SCREENSHOT_DIR).
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SIZES, saveKeys, scenario, uniqueMarker } from './support';

const input = (page: Page) => page.getByLabel('Original Dictation');
const output = (page: Page) => page.locator('textarea#processed-output');
const FILLER = 'alpha beta gamma delta '.repeat(60).trim();

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300); // the dialog's opening animation ends before the picture
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputDir;
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('one chunk of a chunked rewrite is reviewed against its own chunk, and kept after a reload', async ({
  page,
}) => {
  const [laptop, phone] = SIZES;
  await page.setViewportSize({ width: laptop.width, height: laptop.height });
  // Each section is its own chunk, with its own marker and so its own scripted rewrite.
  const markers = Array.from({ length: 6 }, () => uniqueMarker());
  const source = (i: number) => `Section ${i + 1} ${markers[i]} ${FILLER}.`;
  const reply = (i: number) =>
    `Part ${i + 1} ${markers[i]} ${FILLER.replace('gamma delta alpha', 'omega delta alpha')}. Done.`;
  for (const [i, marker] of markers.entries()) {
    await scenario({ provider: 'anthropic', marker, reply: reply(i) });
  }
  await page.goto('/');
  await saveKeys(page, ['Anthropic (ZHI 1)']);
  await input(page).fill(markers.map((_, i) => source(i)).join('\n\n'));

  await page.getByRole('button', { name: 'Chunk Manager' }).click();
  let manager = page.getByRole('dialog', { name: 'Chunk Manager' });
  await manager.getByLabel('Select chunk-2').check();
  await manager.getByLabel('Select chunk-4').check();
  await manager.getByRole('button', { name: /Process/ }).click();
  await expect(output(page)).toHaveValue(`${reply(1)}\n\n${reply(3)}`);

  // The chunks of the run can be reviewed, each against its own source; the others cannot.
  await page.getByRole('button', { name: 'Chunk Manager' }).click();
  manager = page.getByRole('dialog', { name: 'Chunk Manager' });
  const chunk2 = manager.getByRole('listitem', { name: 'chunk-2' });
  await expect(chunk2.getByRole('img', { name: /^How much changed: / })).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Review changes in/ })).toHaveCount(2);
  await chunk2.scrollIntoViewIfNeeded();
  await shoot(page, 'chunk-manager-laptop');
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await chunk2.scrollIntoViewIfNeeded();
  await shoot(page, 'chunk-manager-phone');
  await page.setViewportSize({ width: laptop.width, height: laptop.height });
  await chunk2.getByRole('button', { name: 'Review changes in chunk-2' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  const status = review.getByTestId('review-status');
  await expect(status).toHaveText('3 changes: 0 accepted, 0 rejected, 3 to decide.');
  await expect(review).toContainText('The rewritten chunk-2 against the original chunk-2');
  await page.keyboard.press('j');
  await expect(review.locator('[data-state="active"] [data-current]')).toContainText('Part');
  await shoot(page, 'review-chunk-laptop');
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await shoot(page, 'review-chunk-phone');
  await page.setViewportSize({ width: laptop.width, height: laptop.height });

  // Accept "Part", reject "omega", accept "Done." from the buttons.
  await page.keyboard.press('a');
  await page.keyboard.press('r');
  await review.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(status).toHaveText('3 changes: 2 accepted, 1 rejected, 0 to decide.');
  await review.getByRole('button', { name: 'Done' }).click();
  const reviewed = reply(1).replace('omega', 'gamma');
  await expect(output(page)).toHaveValue(`${reviewed}\n\n${reply(3)}`);

  // After a reload: the output, and the chunk's review with its choices.
  await page.reload();
  await expect(output(page)).toHaveValue(`${reviewed}\n\n${reply(3)}`);
  await page.getByRole('button', { name: 'Chunk Manager' }).click();
  manager = page.getByRole('dialog', { name: 'Chunk Manager' });
  await manager.getByRole('button', { name: 'Review changes in chunk-2' }).click();
  await expect(status).toHaveText('3 changes: 2 accepted, 1 rejected, 0 to decide.');
  // The rejected word accepted after all: the AI's word is back, in that chunk only.
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(review.locator('[data-state="active"] [data-current]')).toContainText('gamma');
  await page.keyboard.press('a');
  await expect(status).toHaveText('3 changes: 3 accepted, 0 rejected, 0 to decide.');
  await review.getByRole('button', { name: 'Done' }).click();
  await expect(output(page)).toHaveValue(`${reply(1)}\n\n${reply(3)}`);
  // Once the output is edited by hand, it is no longer made of the chunks: no chunk review.
  await page.keyboard.press('Escape');
  await output(page).fill('My own text.');
  await page.getByRole('button', { name: 'Chunk Manager' }).click();
  manager = page.getByRole('dialog', { name: 'Chunk Manager' });
  await expect(manager.getByRole('listitem', { name: 'chunk-2' })).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Review changes in/ })).toHaveCount(0);
});
