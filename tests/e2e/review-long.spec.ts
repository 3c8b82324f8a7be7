// A long review (issue 38): only the paragraphs near the screen are in the page, next and
// previous change scroll to a change far away and draw it, a choice made just before a reload
// is not lost, and the view scrolls. Screenshots at a laptop's and a phone's width.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seedSavedWorkspace } from './seed-workspace';
import { SIZES } from './support';

const PARAGRAPHS = 300;
const words = (i: number) =>
  `Paragraph ${i} begins here and the river runs past the old mill while the town sleeps under a grey sky, and nobody in the valley hears the water rising over the stones of the ford near the chapel at dawn.`;
const source = Array.from({ length: PARAGRAPHS }, (_, i) => words(i + 1)).join('\n\n');
/** Each paragraph's river becomes a stream of its own number: one change a paragraph. */
const result = Array.from({ length: PARAGRAPHS }, (_, i) =>
  words(i + 1).replace('river', `stream${i + 1}`),
).join('\n\n');

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputDir;
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('a long review draws only what is near the screen, jumps to far changes, and keeps a choice made just before a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [laptop, phone] = SIZES;
  await page.setViewportSize({ width: laptop.width, height: laptop.height });
  // The input and the output as a reload finds them: a long text and its rewrite.
  await seedSavedWorkspace(page, source, result, { once: true });
  await page.goto('/');
  const summary = page.getByTestId('review-summary');
  await expect(summary.getByRole('img', { name: /^How much changed/ })).toBeVisible({
    timeout: 20_000,
  });
  await summary.getByRole('button', { name: 'Review changes' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  const status = review.getByTestId('review-status');
  await expect(status).toHaveText(
    `${PARAGRAPHS} changes: 0 accepted, 0 rejected, ${PARAGRAPHS} to decide.`,
  );
  const list = review.getByTestId('review-inline');
  await expect(list).toHaveAttribute('data-virtual', 'true');
  // Far fewer changes in the page than in the review.
  expect(await review.locator('[data-change]').count()).toBeLessThan(60);
  await shoot(page, 'review-long-laptop');

  // Previous from the start goes to the last change, at the far end: drawn and in view.
  await page.keyboard.press('k');
  const current = review.locator('[data-state="active"] [data-current]');
  await expect(current).toContainText(`stream${PARAGRAPHS}`);
  await expect(current).toBeInViewport();
  expect(await review.getByText(`Paragraph 1 begins`).count()).toBe(0);
  // Rejected: the view moves on to the first change still open, back at the top.
  await page.keyboard.press('r');
  await expect(status).toHaveText(
    `${PARAGRAPHS} changes: 0 accepted, 1 rejected, ${PARAGRAPHS - 1} to decide.`,
  );
  await expect(current).toContainText('stream1 ');
  await expect(current).toBeInViewport();

  // Scrolled by hand to the middle, the middle's paragraphs are drawn.
  await list.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  const atMiddle = () =>
    list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 40, box.top + box.height / 2);
      return hit?.closest('[data-index]')?.textContent ?? '';
    });
  await expect.poll(atMiddle).toMatch(/Paragraph 1[2-8]\d begins/);

  await page.setViewportSize({ width: phone.width, height: phone.height });
  await review.getByRole('tab', { name: 'Side by side' }).click();
  await page.keyboard.press('j');
  const both = review.locator('[data-state="active"] [data-current]');
  await expect(both.first()).toContainText('river');
  await expect(both.first()).toBeInViewport();
  await expect(both.last()).toContainText('stream2');
  await expect(both.last()).toBeInViewport();
  await shoot(page, 'review-long-phone');
  await page.setViewportSize({ width: laptop.width, height: laptop.height });

  // A reload at once, before the choices were written: the rejection is in the output.
  await page.reload();
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('redraft.workspace.v1') ?? '{}').output as string,
  );
  expect(saved.endsWith(words(PARAGRAPHS))).toBe(true);
  expect(saved.includes('stream1 ')).toBe(true);
  await expect(summary.getByRole('img', { name: /^How much changed/ })).toBeVisible({
    timeout: 20_000,
  });
  await summary.getByRole('button', { name: 'Review changes' }).click();
  await expect(status).toHaveText(
    `${PARAGRAPHS} changes: 0 accepted, 1 rejected, ${PARAGRAPHS - 1} to decide.`,
  );
});
