import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the tutorial links to the API reference, which lists every feature’s routes', async ({
  page,
}) => {
  await page.goto('/tutorial');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: /Redraft API/ })).toBeVisible();
  const routes = page.getByRole('navigation', { name: 'Routes' });
  await expect(routes.getByRole('link', { name: /POST \/api\/transform-stream/ })).toBeVisible();
  await routes.getByRole('link', { name: /POST \/api\/detect-ai/ }).click();
  const detect = page.locator('#postDetectAi');
  await expect(detect).toBeInViewport();
  await expect(detect.getByText('How likely a text was written by AI')).toBeVisible();
  // The success answer is open, with its example; the errors fold.
  await expect(detect.getByText('"isAI": false').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the API reference reads on a phone, without serious accessibility violations (${scheme})`, async ({
    page,
  }) => {
    // axe walks the whole page (every route, every schema) before it checks its part.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: /Redraft API/ })).toBeVisible();
    // Nothing wider than the screen: long paths and examples wrap or scroll in their own box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Every operation is drawn by the same code: the header, the contents and the first two
    // features stand for the rest (all of them take minutes of axe on a busy machine).
    const results = await new AxeBuilder({ page })
      .include('header.page')
      .include('nav')
      .include('main > section.tag:nth-of-type(-n+2)')
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
