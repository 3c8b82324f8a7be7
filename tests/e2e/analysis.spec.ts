import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Fault } from '../fakes';
import { answers, realQuote, STEP_MARKERS, type Step } from '../support/analysis-answers';
import { openSection, saveKeys, scenario, uniqueMarker } from './support';

const section = (page: Page) => page.locator('#intelligence-analysis');
const documentA = (page: Page) => section(page).getByLabel('Document A', { exact: true });
const documentB = (page: Page) => section(page).getByLabel('Document B', { exact: true });
const button = (page: Page, name: string) =>
  section(page).getByRole('button', { name, exact: true });
/** The open result tab's panel (the documents' tabs have panels of their own). */
const resultPanel = (page: Page) =>
  section(page).getByRole('region', { name: 'Analysis result' }).getByRole('tabpanel');
const resultTab = (page: Page, name: string) =>
  section(page).getByRole('tablist', { name: 'Analysis results' }).getByRole('tab', { name });

const essay = (marker: string) =>
  `Cities grow where trade routes cross ${marker}. A river crossing gathers people, and people gather more people. Geography sets the first settlement; institutions decide whether it lasts.`;

/** Scripts DeepSeek (the default, ZHI 3) to answer every analysis step for texts with `marker`. */
async function scriptAnalysis(marker: string, text: string, fault?: Fault, otherText?: string) {
  const steps = answers('intelligence', text, 60, otherText);
  await scenario({
    provider: 'deepseek',
    marker,
    jsonReplies: (Object.keys(STEP_MARKERS) as Step[]).map((step) => ({
      when: STEP_MARKERS[step],
      value: steps[step],
    })),
    fault: fault ?? null,
  });
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

async function ready(page: Page) {
  await page.goto('/');
  await openSection(page, 'Intelligence Analysis');
  await saveKeys(page, ['DeepSeek (ZHI 3)']);
  await expect(section(page).getByLabel('Provider')).toHaveValue('deepseek');
  await expect(button(page, 'Analyze')).toBeEnabled();
}

test('upload into Document A, analyze (Normal), walk the five result tabs, download the report', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  await scriptAnalysis(marker, text);
  await ready(page);
  await section(page)
    .getByLabel('Upload a file into Document A')
    .setInputFiles({ name: 'essay.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(documentA(page)).toHaveValue(text);
  await expect(section(page).getByText(`${text.split(/\s+/).length} words`)).toBeVisible();

  await button(page, 'Analyze').click();
  await expect(resultTab(page, 'Final Result')).toHaveAttribute('data-state', 'active');
  const panel = resultPanel(page);
  await expect(panel).toContainText('A competent text that stays close to the expected.');
  await expect(panel).toContainText('Normal mode: Phase 1: first reading, Phase 3: calibration');
  await expect(panel).toContainText('were not found in the document and were left out');

  await resultTab(page, 'Phase 1').click();
  await expect(panel).toContainText('Insight: 60/100');
  await expect(panel).toContainText(realQuote(text));
  await expect(panel).not.toContainText('never contained');
  await resultTab(page, 'Phase 2').click();
  await expect(panel).toContainText('Phase 2 (the challenge) did not run');
  await resultTab(page, 'Phase 3').click();
  await expect(panel).toContainText('Reference point: Near a competent undergraduate essay.');
  await resultTab(page, 'Scores').click();
  await expect(panel.getByRole('img', { name: /Scores with the spread/ })).toBeVisible();
  await expect(panel.getByRole('table')).toContainText('Depth');
  await expect(panel).toContainText('Overall: 63');

  const download = page.waitForEvent('download');
  await section(page).getByRole('button', { name: /Word/ }).click();
  expect((await download).suggestedFilename()).toBe('intelligence-analysis.docx');
});

test('Comprehensive shows which phase runs, then three samples with their spread', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  await scriptAnalysis(marker, text, { kind: 'delay', firstChunkMs: 400 });
  await ready(page);
  await documentA(page).fill(text);
  await section(page).getByLabel('Comprehensive').check();
  await button(page, 'Analyze').click();
  const progress = section(page).getByRole('status', { name: 'Analysis progress' });
  await expect(progress).toContainText(/Phase \d: \w+ \(sample \d of 3\) · \d of 9 steps done/);
  await expect(resultTab(page, 'Final Result')).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  const panel = resultPanel(page);
  await expect(panel).toContainText('Scores (median of 3 independent samples)');
  await resultTab(page, 'Phase 2').click();
  await expect(panel).toContainText('What would lower it: Thin insight in places.');
  await expect(panel).toContainText('Sample 3 of 3');
  await resultTab(page, 'Scores').click();
  await expect(panel.getByRole('table')).toContainText('60 ± 0 (60, 60, 60)');
});

test('cancel stops a running analysis and keeps the document', async ({ page }) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  await scriptAnalysis(marker, text, { kind: 'hang' });
  await ready(page);
  await documentA(page).fill(text);
  await button(page, 'Analyze').click();
  const progress = section(page).getByRole('status', { name: 'Analysis progress' });
  await expect(progress).toContainText('Phase 1: first reading');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Cancelled');
  await expect(progress).toHaveCount(0);
  await expect(documentA(page)).toHaveValue(text);
  await expect(button(page, 'Analyze')).toBeEnabled();
});

test('compares two documents, quoting both', async ({ page }) => {
  // Two documents scored and compared, then quoted: about 20 s alone, more on a busy machine.
  test.slow();
  const marker = uniqueMarker();
  const textA = essay(marker);
  const textB = `Every town began as somebody's shortcut ${marker}. The baker's road became the high street.`;
  await scriptAnalysis(marker, textA, undefined, textB);
  await ready(page);
  await section(page).getByRole('tab', { name: 'Compare Two Documents' }).click();
  await documentA(page).fill(textA);
  await documentB(page).fill(textB);
  await button(page, 'Analyze Both').click();
  const comparison = section(page).getByRole('region', { name: 'Comparison' });
  await expect(comparison).toContainText('A reasons more tightly; B illustrates better.');
  await expect(comparison).toContainText('Document A stronger');
  await expect(comparison).toContainText(`B: “${realQuote(textB)}”`);
  await resultTab(page, 'Scores').click();
  await expect(resultPanel(page).getByRole('table')).toContainText('Document B');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await new AxeBuilder({ page }).include('#intelligence-analysis').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  }
  // Document B is read too: its own Phase 1.
  await resultTab(page, 'Phase 1').click();
  await expect(
    section(page).getByRole('region', { name: 'Document B', exact: true }),
  ).toContainText('Insight: 60/100');
});

test('originality: a score with the derivative and new passages quoted', async ({ page }) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  await scriptAnalysis(marker, text);
  await ready(page);
  await documentA(page).fill(text);
  await button(page, 'Evaluate Originality').click();
  const result = section(page).getByRole('region', { name: 'Originality' });
  await expect(result).toContainText('42/100');
  await expect(result).toContainText('Familiar ideas, competently arranged.');
  await expect(result).toContainText(`“${realQuote(text)}” echoes A common textbook framing.`);
  await expect(result).toContainText('1 finding quoted text that is not in the document');
});

test('Assess Fiction reads with the fiction rubric', async ({ page }) => {
  const marker = uniqueMarker();
  const text = `The kettle sang before she had decided to stay ${marker}. Outside, the bus left without her.`;
  const steps = answers('fiction', text, 50);
  await scenario({
    provider: 'deepseek',
    marker,
    jsonReplies: (['reading', 'calibration'] as const).map((step) => ({
      when: STEP_MARKERS[step],
      value: steps[step],
    })),
  });
  await ready(page);
  await documentA(page).fill(text);
  await button(page, 'Assess Fiction').click();
  await resultTab(page, 'Scores').click();
  await expect(resultPanel(page).getByRole('table')).toContainText('Characterization');
});

test('rewrite: Accept replaces Document A, Keep Original leaves it', async ({ page }) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  const rewritten = `Trade routes make cities; institutions keep them ${marker}.`;
  await scenario({ provider: 'deepseek', marker, reply: rewritten });
  await ready(page);
  await documentA(page).fill(text);
  await section(page).getByLabel('Custom rewrite instructions').fill('Make it one sentence.');
  await section(page).getByLabel('Rewrite mode').selectOption('concise');

  await button(page, 'Rewrite').click();
  let dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await expect(dialog.getByRole('region', { name: 'Original' })).toContainText(text);
  await expect(dialog.getByRole('region', { name: 'Rewrite' })).toContainText(rewritten);
  await dialog.getByRole('button', { name: 'Keep Original' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(documentA(page)).toHaveValue(text);

  await button(page, 'Rewrite').click();
  dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(documentA(page)).toHaveValue(rewritten);

  // The rewrite is reviewed against Document A; Accept takes the reviewed text (issue 38).
  await documentA(page).fill(text);
  await button(page, 'Rewrite').click();
  dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await review.getByRole('button', { name: 'Reject all' }).click();
  await review.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByRole('region', { name: 'Rewrite' })).toContainText(text);
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(documentA(page)).toHaveValue(text);
});

test('rewrite: the rewrite and its review survive a reload until Accept', async ({ page }) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  const rewritten = `Trade routes make cities; institutions keep them ${marker}.`;
  await scenario({ provider: 'deepseek', marker, reply: rewritten });
  await ready(page);
  await documentA(page).fill(text);
  await button(page, 'Rewrite').click();
  let dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await expect(dialog.getByRole('region', { name: 'Rewrite' })).toContainText(rewritten);

  // The rewrite waits for a decision across a reload.
  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await expect(dialog.getByRole('region', { name: 'Rewrite' })).toContainText(rewritten);
  await expect(dialog.getByRole('region', { name: 'Original' })).toContainText(text);

  // Its review's choices too, even made just before the reload.
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await review.getByRole('button', { name: 'Reject all' }).click();
  await expect(review.getByTestId('review-status')).toHaveText(
    /0 accepted, \d+ rejected, 0 to decide/,
  );
  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Rewrite Comparison' });
  await expect(dialog.getByRole('region', { name: 'Rewrite' })).toContainText(text);
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  await expect(review.getByTestId('review-status')).toHaveText(
    /0 accepted, \d+ rejected, 0 to decide/,
  );
  await review.getByRole('button', { name: 'Done' }).click();

  // Accept ends it: Document A is the reviewed text, and a reload shows no rewrite.
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(documentA(page)).toHaveValue(text);
  await page.reload();
  await expect(documentA(page)).toHaveValue(text);
  await expect(page.getByRole('dialog', { name: 'Rewrite Comparison' })).toHaveCount(0);
});

test('Reset Everything clears both documents, results and instructions; documents survive a reload', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const text = essay(marker);
  await scriptAnalysis(marker, text);
  await ready(page);
  await section(page).getByRole('tab', { name: 'Compare Two Documents' }).click();
  await documentA(page).fill(text);
  await documentB(page).fill(`Second ${marker}`);
  await section(page).getByLabel('Custom rewrite instructions').fill('Shorter.');
  await page.reload();
  await expect(documentA(page)).toHaveValue(text);
  await expect(section(page).getByLabel('Custom rewrite instructions')).toHaveValue('Shorter.');
  await button(page, 'Evaluate Originality').click();
  await expect(section(page).getByRole('region', { name: 'Originality' })).toBeVisible();

  await button(page, 'Reset Everything').click();
  await expect(documentA(page)).toHaveValue('');
  await expect(section(page).getByLabel('Custom rewrite instructions')).toHaveValue('');
  await expect(section(page).getByRole('region', { name: 'Originality' })).toHaveCount(0);
  await section(page).getByRole('tab', { name: 'Compare Two Documents' }).click();
  await expect(documentB(page)).toHaveValue('');
});

test('Send to Main App fills the workspace input', async ({ page }) => {
  await page.goto('/');
  await openSection(page, 'Intelligence Analysis');
  const text = `Hand this over ${uniqueMarker()}.`;
  await documentA(page).fill(text);
  await section(page).getByRole('button', { name: 'Send to Main App (Document A)' }).click();
  await expect(page.getByLabel('Original Dictation')).toHaveValue(text);
});

test('each message: no text, and the failures of analysis, originality and rewrite', async ({
  page,
}) => {
  const marker = uniqueMarker();
  await scenario({ provider: 'deepseek', marker, fault: { kind: 'status', status: 500 } });
  await ready(page);
  await button(page, 'Analyze').click();
  await expectToast(page, 'No text to analyze');
  await button(page, 'Rewrite').click();
  await expectToast(page, 'No text to rewrite');
  await button(page, 'Evaluate Originality').click();
  await expectToast(page, 'No text to analyze');
  await section(page).getByRole('tab', { name: 'Compare Two Documents' }).click();
  await documentA(page).fill(essay(marker));
  await button(page, 'Analyze Both').click();
  await expectToast(page, 'No text to analyze', 'Document B is empty.');
  await section(page).getByRole('tab', { name: 'Single Document' }).click();

  await button(page, 'Analyze').click();
  await expectToast(
    page,
    'Analysis failed',
    'There was an error running the intelligence analysis.',
  );
  await expectToast(page, 'Analysis failed', 'DeepSeek had a server error (500).');
  await button(page, 'Evaluate Originality').click();
  await expectToast(
    page,
    'Analysis failed',
    'There was an error running the originality evaluation.',
  );
  await button(page, 'Rewrite').click();
  await expectToast(page, 'Rewrite failed', 'There was an error rewriting the text.');
  await expect(documentA(page)).toHaveValue(essay(marker));
});
