// The review of a long rewrite in the browser (issue 38), for browser.bench.ts: a 50,000-word
// output against its input, put in localStorage before the page loads as after a reload. The
// baseline of the same run is the page opening that output without the review; then opening the
// review, jumping to its last change, and one choice (decision 227, 228).
import type { Browser, Page } from '@playwright/test';
import { seedSavedWorkspace } from '../tests/e2e/seed-workspace';

/** A text of `words` words in paragraphs of 100, and its rewrite with every seventh word changed. */
export function reviewTexts(words: number) {
  const vocabulary =
    'the river runs past an old mill while a quiet town sleeps under grey skies'.split(' ');
  const source: string[] = [];
  const result: string[] = [];
  for (let paragraph = 0; paragraph < Math.ceil(words / 100); paragraph++) {
    const before: string[] = [];
    const after: string[] = [];
    for (let word = 0; word < 100; word++) {
      const index = paragraph * 100 + word;
      const text = vocabulary[index % vocabulary.length]!;
      before.push(text);
      after.push(index % 7 === 3 ? `${text}s${paragraph}` : text);
    }
    source.push(`${before.join(' ')}.`);
    result.push(`${after.join(' ')}.`);
  }
  return { source: source.join('\n\n'), result: result.join('\n\n') };
}

/**
 * Resolves with the time (page clock) of the next frame after `done` (an expression) holds. A
 * string, not a function: tsx's helpers for named functions do not exist in the page.
 */
const framed = (page: Page, done: string) =>
  page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (${done}) requestAnimationFrame(() => resolve(performance.now()));
      else setTimeout(check, 10);
    };
    check();
  })`) as Promise<number>;

export async function reviewWalk(browser: Browser, url: string, words: number) {
  const { source, result } = reviewTexts(words);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await seedSavedWorkspace(context, source, result);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  await page.goto(url);
  // The baseline: the output in the page, without the review.
  const outputShown = await framed(
    page,
    `document.getElementById('processed-output-label')?.closest('.grid')?.querySelector('p[aria-live]')?.textContent?.includes('${result.length.toLocaleString('en-US')}')`,
  );
  const meterShown = await framed(
    page,
    `document.querySelector('[data-testid="review-summary"] [role="img"]')`,
  );
  await page.waitForTimeout(500);

  const clicked = await page.evaluate(() => performance.now());
  await page.getByTestId('review-summary').getByRole('button', { name: 'Review changes' }).click();
  const opened = await framed(
    page,
    `document.querySelector('[data-testid="review-status"]') && document.querySelector('[role="dialog"] [data-change]')`,
  );
  const drawn = await page.locator('[role="dialog"] [data-change]').count();
  const changes = Number(
    /^(\d+) changes/.exec((await page.getByTestId('review-status').textContent()) ?? '')?.[1] ?? 0,
  );
  await page.waitForTimeout(500);

  const jumpAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('k');
  const jumped = await framed(
    page,
    `document.querySelector('[data-current]')?.textContent?.includes('s${Math.ceil(words / 100) - 1}')`,
  );
  await page.waitForTimeout(500);

  const before = await busy();
  const choiceAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('r');
  const chosen = await framed(
    page,
    `document.querySelector('[data-testid="review-status"]')?.textContent?.includes(' 1 rejected')`,
  );
  // The choice is written into the output when the choices pause: its work counted with it.
  await page.waitForTimeout(2500);
  const work = (await busy()) - before;
  await context.close();
  return {
    outputMs: outputShown,
    meterMs: meterShown,
    openMs: opened - clicked,
    jumpMs: jumped - jumpAt,
    choiceMs: chosen - choiceAt,
    choiceWorkMs: work,
    drawn,
    changes,
  };
}
