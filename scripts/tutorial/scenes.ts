// The tutorial's scenes: what the narrator says and what the browser does meanwhile. Every
// action finds its control by role and accessible name, as a screen reader would, so the
// recording keeps working while the workspace's look changes.
import type { Locator, Page } from 'playwright-core';
import { AI_STYLED, DRAFT, ESSAY, HUMANIZED } from './demo-content';

export interface Scene {
  id: string;
  /** The chapter title on the tutorial page. */
  chapter: string;
  /** Sentences the voice says, one caption group each. */
  narration: string[];
  act(page: Page): Promise<void>;
}

const STEP_TIMEOUT = 30_000;

/** Brings a control to the middle of the screen, smoothly, as a person scrolls to it. */
async function bringIntoView(target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  await target.evaluate((element) =>
    element.scrollIntoView({ behavior: 'smooth', block: 'center' }),
  );
  await target.page().waitForTimeout(900);
  await target.hover();
  await target.page().waitForTimeout(300);
}

async function pause(page: Page, ms: number) {
  await page.waitForTimeout(ms);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export const SCENES: Scene[] = [
  {
    id: 'welcome',
    chapter: 'Welcome',
    narration: [
      'This is Redraft, a writing assistant.',
      'Dictate, type or upload a text, and an AI model rewrites it into clearer prose while you watch.',
    ],
    async act(page) {
      await page.getByRole('heading', { name: 'Dictation Workspace' }).waitFor();
      await pause(page, 1000);
    },
  },
  {
    id: 'input',
    chapter: 'Type, paste or dictate',
    narration: [
      'Start in the Dictation Workspace.',
      'Type, paste or dictate your draft into Original Dictation.',
      'It is kept in this browser as you type.',
    ],
    async act(page) {
      const input = page.getByRole('textbox', { name: 'Original Dictation' });
      await bringIntoView(input);
      await input.click();
      // The first words typed key by key, the rest pasted, so the scene stays short.
      const typed = DRAFT.indexOf(':') + 1;
      await input.pressSequentially(DRAFT.slice(0, typed), { delay: 45 });
      await pause(page, 400);
      await page.keyboard.insertText(DRAFT.slice(typed));
      await pause(page, 1200);
    },
  },
  {
    id: 'preset',
    chapter: 'Choose a preset and a model',
    narration: [
      'Choose a preset, such as Professional, and the AI model.',
      'Add instructions of your own if you like.',
    ],
    async act(page) {
      const preset = page.getByRole('combobox', { name: 'Preset' });
      await bringIntoView(preset);
      await preset.selectOption({ label: 'Professional' });
      await pause(page, 800);
      await bringIntoView(page.getByRole('combobox', { name: 'AI model' }));
      const instructions = section(page, 'Dictation Workspace').getByRole('textbox', {
        name: 'Custom instructions',
      });
      await bringIntoView(instructions);
      await instructions.pressSequentially('Friendly, for a parents newsletter.', { delay: 35 });
    },
  },
  {
    id: 'transform',
    chapter: 'Transform, streamed',
    narration: [
      'Press Transform, or Control Enter.',
      'The rewrite streams into Processed Output as the model writes it, and Cancel stops it at any time.',
    ],
    async act(page) {
      const transform = page.getByRole('button', { name: 'Transform', exact: true });
      await bringIntoView(transform);
      await transform.click();
      const output = page.getByRole('textbox', { name: 'Processed Output' });
      await output.evaluate((element) =>
        element.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      );
      await page.waitForFunction(
        (element) => (element as HTMLTextAreaElement).value.includes('front desk'),
        await output.elementHandle(),
        { timeout: STEP_TIMEOUT },
      );
      await pause(page, 1200);
    },
  },
  {
    id: 'detection',
    chapter: 'Check AI detection',
    narration: [
      'AI Detection scores how machine-like a text reads, with no key and no network.',
      'It marks the sentences that read most machine-made, and gives a full report.',
    ],
    async act(page) {
      const detect = page.getByRole('button', { name: 'AI Detection of the processed text' });
      await bringIntoView(detect);
      await detect.click();
      const result = page.getByRole('region', { name: 'AI detection of the processed text' });
      await result.waitFor({ timeout: STEP_TIMEOUT });
      await bringIntoView(result);
    },
  },
  {
    id: 'humanize',
    chapter: 'Humanize with GPT Bypass',
    narration: [
      'GPT Bypass humanizes a text that reads like AI.',
      'Paste it into Box A, choose techniques, and press HUMANIZE.',
      'Box C gets a plainer rewrite with its new AI score, and every number, name and quotation is checked against the original.',
    ],
    async act(page) {
      await page.getByRole('link', { name: 'GPT Bypass' }).click();
      const bypass = section(page, 'GPT Bypass');
      const boxA = bypass.getByRole('textbox', { name: 'Box A: Input' });
      await bringIntoView(boxA);
      await boxA.fill(AI_STYLED);
      await pause(page, 1500);
      for (const technique of ['Drop stock transitions', 'Plain vocabulary']) {
        const box = bypass.getByRole('checkbox', { name: technique });
        await bringIntoView(box);
        await box.check();
      }
      const humanize = bypass.getByRole('button', { name: 'HUMANIZE', exact: true });
      await bringIntoView(humanize);
      await humanize.click();
      const boxC = bypass.getByRole('textbox', { name: 'Box C: Humanized output' });
      await bringIntoView(boxC);
      await page.waitForFunction(
        ([element, text]) => (element as HTMLTextAreaElement).value === text,
        [await boxC.elementHandle(), HUMANIZED] as const,
        { timeout: STEP_TIMEOUT },
      );
      await bringIntoView(boxC);
      await pause(page, 1500);
    },
  },
  {
    id: 'analysis',
    chapter: 'Intelligence analysis',
    narration: [
      'Intelligence Analysis reads one document, or compares two.',
      'Press Analyze, then step through the phases, the final result and the scores.',
    ],
    async act(page) {
      await page.getByRole('link', { name: 'Intelligence Analysis' }).click();
      const analysis = section(page, 'Intelligence Analysis');
      const documentA = analysis.getByRole('textbox', { name: 'Document A', exact: true });
      await bringIntoView(documentA);
      await documentA.fill(ESSAY);
      const analyze = analysis.getByRole('button', { name: 'Analyze', exact: true });
      await bringIntoView(analyze);
      await analyze.click();
      const results = analysis.getByRole('tablist', { name: 'Analysis results' });
      await results.waitFor({ timeout: STEP_TIMEOUT });
      await bringIntoView(results);
      for (const tab of ['Final Result', 'Scores']) {
        const control = results.getByRole('tab', { name: tab });
        await control.click({ timeout: STEP_TIMEOUT });
        await pause(page, 1400);
      }
    },
  },
  {
    id: 'listen',
    chapter: 'Listen',
    narration: [
      'To listen, choose a voice and press Play narration.',
      'The offline voice needs no key, and the narration can be saved as an MP3.',
    ],
    async act(page) {
      await page.getByRole('link', { name: 'Dictation Workspace' }).click();
      const narration = page.getByRole('group', { name: 'Narration' });
      const voice = narration.getByRole('combobox', { name: 'Voice' });
      await bringIntoView(voice);
      await pause(page, 600);
      const play = narration.getByRole('button', { name: 'Play narration' });
      await bringIntoView(play);
      await play.click({ timeout: STEP_TIMEOUT });
      await pause(page, 2500);
    },
  },
  {
    id: 'export',
    chapter: 'Export',
    narration: [
      'Finally, export the result as a text file, a PDF, a Word document or LaTeX source.',
      'The quick tips below this video list the shortcuts. Happy writing!',
    ],
    async act(page) {
      const word = section(page, 'Dictation Workspace').getByRole('button', { name: /^Word/ });
      await bringIntoView(word);
      const download = page.waitForEvent('download', { timeout: STEP_TIMEOUT });
      await word.click();
      await download;
      await pause(page, 1000);
    },
  },
];
