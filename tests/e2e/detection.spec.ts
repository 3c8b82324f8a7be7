import { readFileSync } from 'node:fs';
import { LOW_CONFIDENCE_NOTE } from '@common/detection-confidence';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_GPTZERO_KEY } from '../fakes';
import aiStyled from '../fixtures/detection/ai-styled.json' with { type: 'json' };
import { saveKeys, scenario, uniqueMarker } from './support';
import { saveKeys as saveKeyValues } from './support/speech';

const AI_TEXT = aiStyled.texts[0]!.text;
const FIRST_SENTENCE = AI_TEXT.split(/(?<=\.)\s/)[0]!;
const input = (page: Page) => page.getByLabel('Original Dictation');
const detectInput = (page: Page) =>
  page.getByRole('button', { name: /AI Detection of the original text|Analyzing text/ });
const detectOutput = (page: Page) =>
  page.getByRole('button', { name: 'AI Detection of the processed text' });
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}
/** A user can still click or press an aria-disabled button; Playwright's click refuses to. */
async function press(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('detects with the local detector, with no key: colour band, highlighted sentences, assessment', async ({
  page,
}) => {
  await page.goto('/');
  await input(page).fill(AI_TEXT);
  await detectInput(page).click();
  const result = page.getByRole('region', { name: 'AI detection of the original text' });
  await expect(result).toHaveAttribute('data-band', 'red');
  await expect(result).toContainText(/Likely AI · \d+% AI probability/);
  // 78%: the spec's human-likelihood band for 60–79% AI.
  await expect(result).toContainText('Human likelihood: Low');
  // Plain-word reasons, and no model id or threshold in what the user reads (issue 35).
  const reasons = result.getByRole('list', { name: 'Why this score' }).getByRole('listitem');
  expect(await reasons.count()).toBeGreaterThanOrEqual(2);
  await expect(result).not.toContainText(/threshold|flags from|style-phrases|stylometric/i);
  // 149 words: the verdict carries the short-text note, in the panel and in the report.
  await expect(result.getByTestId('low-confidence')).toHaveText(LOW_CONFIDENCE_NOTE);

  await result.getByRole('button', { name: /Full report/ }).click();
  const report = page.getByRole('dialog', { name: 'AI Detection Report' });
  await expect(report.getByTestId('low-confidence')).toHaveText(LOW_CONFIDENCE_NOTE);
  const marks = report.getByTestId('highlighted-text').locator('mark');
  expect(await marks.count()).toBeGreaterThan(3);
  await expect(marks.first()).toHaveText(FIRST_SENTENCE);
  await marks.first().focus();
  await expect(report.locator('p[aria-live]')).toHaveText(/^Sentence 1: \d+% AI probability/);
  await expect(report.getByRole('img', { name: /Sentence scores along the text/ })).toBeVisible();
  // The chart's dashed line is said by what it means, not as the detector's threshold.
  await expect(report).toContainText('Dashed line: sentences above it read as likely AI.');
  await expect(report).not.toContainText(/threshold/i);
  await expect(report.getByRole('list', { name: 'Colour scale' })).toContainText(
    'Likely AI (70–100%)',
  );
  await expect(report.getByRole('region', { name: 'Written assessment' })).toContainText(
    // The provider's own reason, naming the key it needs (the workspace's model: ZHI 1, Claude).
    'The written assessment could not be made: Anthropic API key is required for Claude models.',
  );
  await expect(report).toContainText(/Scored by:\s*Local detector \(built in\)/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Assess & Improve' }).click();
  await expect(page.getByRole('region', { name: 'Preliminary assessment' })).toContainText(
    /Likely AI-Generated \(\d+% AI probability/,
  );
  await page.keyboard.press('Escape');

  // A result about text that is gone goes with it.
  await page.getByRole('button', { name: 'Clear original text' }).click();
  await expect(result).toHaveCount(0);
  await input(page).fill('A new text, not assessed yet.');
  await page.getByRole('button', { name: 'Assess & Improve' }).click();
  await expect(page.getByRole('region', { name: 'Preliminary assessment' })).toContainText(
    'No assessment available yet',
  );
});

test('with an OpenAI key the narrative appears, invented quotes dropped; each report format downloads', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const text = `${AI_TEXT}\n\nReference ${marker}.`;
  await scenario({
    provider: 'openai',
    marker,
    jsonReply: {
      assessment: 'Balanced, tidy and generic.',
      intelligenceScore: 64,
      surfaceAnalysis: {
        grammar: 'No errors.',
        lexicalPrecision: 'Abstract nouns.',
        stylistic: 'Even rhythm.',
      },
      deepAnalysis: [
        {
          section: 'Argument',
          assessment: 'One point per paragraph.',
          quotedExamples: [FIRST_SENTENCE, 'An invented sentence the writer never wrote.'],
        },
      ],
      psychologicalProfile: 'Conciliatory.',
      errata: [],
      recommendations: ['Add one concrete example.'],
    },
    // The model takes a moment, so the busy label can be seen.
    fault: { kind: 'delay', firstChunkMs: 1500, times: 1 },
  });
  await page.goto('/');
  await saveKeys(page, ['OpenAI (ZHI 2)']);
  await expect(page.getByLabel('AI model')).toHaveValue('gpt-4o');
  await input(page).fill(text);
  await detectInput(page).click();
  await expect(page.getByRole('button', { name: /Analyzing text\.\.\./ })).toBeVisible();
  await page
    .getByRole('region', { name: 'AI detection of the original text' })
    .getByRole('button', { name: /Full report/ })
    .click();
  const report = page.getByRole('dialog', { name: 'AI Detection Report' });
  await expect(report.getByRole('region', { name: 'Assessment' })).toContainText(
    'Balanced, tidy and generic.',
  );
  await expect(report).toContainText('Intelligence score: 64 / 100');
  await expect(report.locator('blockquote')).toHaveText([FIRST_SENTENCE]);
  await expect(report).not.toContainText('An invented sentence');
  await expect(report).toContainText('1 quotation(s) the model gave did not occur');
  await expect(report.getByRole('region', { name: 'Recommendations' })).toContainText(
    'Add one concrete example.',
  );

  const today = new Date().toISOString().slice(0, 10);
  const download = async (format: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: `${format} report` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(
      `intelligence-assessment-${today}.${format.toLowerCase()}`,
    );
    return readFileSync((await file.path())!);
  };
  const txt = (await download('TXT')).toString('utf8');
  // The file carries the dialog's title.
  expect(txt.split('\n')[0]).toBe('AI Detection Report');
  expect(txt).toContain('Balanced, tidy and generic.');
  expect(txt).not.toContain('An invented sentence');
  expect((await download('PDF')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const docx = await download('DOCX');
  expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(docx.includes(Buffer.from('word/document.xml'))).toBe(true);
});

test('under 50 characters the button is disabled with the hint, and a click explains why', async ({
  page,
}) => {
  await page.goto('/');
  await input(page).fill('   A short note of forty-odd characters.   ');
  await expect(detectInput(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByText('Please provide at least 50 characters of text for assessment.').first(),
  ).toBeVisible();
  await press(page, detectInput(page));
  await expectToast(
    page,
    'Not enough text',
    'Please provide at least 50 characters of text for AI detection.',
  );
  await expect(page.getByRole('region', { name: /AI detection of/ })).toHaveCount(0);
});

test('a verdict on 150 words or more carries no low-confidence note', async ({ page }) => {
  await page.goto('/');
  await input(page).fill(`${AI_TEXT}\n\n${aiStyled.texts[1]!.text}`);
  await detectInput(page).click();
  const result = page.getByRole('region', { name: 'AI detection of the original text' });
  await expect(result).toContainText(/\d+% AI probability/);
  await expect(result.getByTestId('low-confidence')).toHaveCount(0);
});

test('the Auto-detect AI switch toggles and is remembered', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Auto-detect AI' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Auto-detect AI' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('empty panels say there is nothing to analyze', async ({ page }) => {
  await page.goto('/');
  await input(page).fill('');
  await press(page, detectOutput(page));
  await expectToast(page, 'No processed text to analyze');
  await press(page, detectInput(page));
  await expectToast(page, 'No text to analyze');
});

test('a refused request shows AI Detection Failed, and in the dialog Assessment Failed', async ({
  page,
}) => {
  await page.goto('/');
  // Over the 2 MB body limit: the server refuses it, whatever the detector would say.
  const huge = 'This sentence is repeated to make a very long text. '.repeat(42_000);
  await input(page).fill(huge);
  // A text this long gains the Chunk Manager button once its word count has followed it, which
  // moves the buttons after it: a click in between can land beside AI Detection.
  await expect(page.getByRole('button', { name: 'Chunk Manager' })).toBeVisible();
  await detectInput(page).click();
  await expectToast(
    page,
    'AI Detection Failed',
    'detection provider API error: 413 Request body is too large (limit 2 MB)',
  );
  await page.getByRole('button', { name: 'Assess & Improve' }).click();
  await page.getByRole('button', { name: 'Assess text' }).click();
  await expectToast(page, 'Assessment Failed', 'Assessment error: 413 Payload Too Large');
});

test('GPTZero, once its key is set, can be chosen as the detector, and the report names it', async ({
  page,
}) => {
  await page.goto('/');
  const detector = page.getByLabel('Detector', { exact: true });
  await expect(detector).toHaveValue('local');
  await expect(detector.locator('option[value="gptzero"]')).toBeDisabled();
  await saveKeyValues(page, { 'GPTZero (AI detection)': DEFAULT_GPTZERO_KEY });
  await expect(detector.locator('option[value="gptzero"]')).toBeEnabled();
  await detector.selectOption('gptzero');

  await input(page).fill(AI_TEXT);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/detect-ai'));
  await detectInput(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ provider: 'gptzero' });
  const result = page.getByRole('region', { name: 'AI detection of the original text' });
  await result.getByRole('button', { name: /Full report/ }).click();
  const report = page.getByRole('dialog', { name: 'AI Detection Report' });
  await expect(report).toContainText(/Scored by:\s*GPTZero/);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'TXT report' }).click(),
  ]);
  const txt = readFileSync((await file.path())!).toString('utf8');
  expect(txt).toMatch(/scored by GPTZero/);
  expect(txt).toMatch(/^Scored by: +GPTZero$/m);
});
