import { chromium } from '@playwright/test';
import { answers, STEP_MARKERS, type Step } from './support/analysis-answers';
import { DEFAULT_DEEPSEEK_KEY } from './fakes';

const base = 'http://127.0.0.1:5250';
const marker = 'Mshots03';
const textA = `Cities grow where trade routes cross ${marker}. A river crossing, a harbour or a mountain pass gathers people, and the people gather more people. The argument here is that geography sets the first settlement, while institutions decide whether it lasts: a market court that enforces contracts outlives the ford that created it.`;
const textB = `Every town I have lived in began as somebody's shortcut ${marker}. The baker's road became the high street; the high street became the reason to stay.`;
const steps = answers('intelligence', textA, 58, textB);
await fetch(`http://127.0.0.1:6250/scenario`, {
  method: 'POST',
  body: JSON.stringify({
    provider: 'deepseek',
    marker,
    reply: `Where trade routes cross, people gather ${marker}; where contracts are enforced, they stay.`,
    jsonReplies: (Object.keys(STEP_MARKERS) as Step[]).map((step) => ({ when: STEP_MARKERS[step], value: steps[step] })),
  }),
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
for (const [name, width, height] of [['desktop', 1366, 900], ['mobile', 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(base);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('DeepSeek (ZHI 3)').fill(DEFAULT_DEEPSEEK_KEY);
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await page.getByText('Keys saved for this browser session').waitFor();
  await page.keyboard.press('Escape');
  const section = page.locator('#intelligence-analysis');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `/tmp/shots-analysis/${name}-empty.png` });
  await section.getByRole('tab', { name: 'Compare Two Documents' }).click();
  await section.getByLabel('Document A', { exact: true }).fill(textA);
  await section.getByLabel('Document B', { exact: true }).fill(textB);
  await section.getByLabel('Comprehensive').check();
  await section.getByRole('button', { name: 'Analyze Both' }).click();
  await section.getByRole('tab', { name: 'Final Result' }).waitFor({ timeout: 30000 });
  await section.screenshot({ path: `/tmp/shots-analysis/${name}-final.png` });
  await section.getByRole('tab', { name: 'Scores' }).click();
  await section.screenshot({ path: `/tmp/shots-analysis/${name}-scores.png` });
  await section.getByRole('tabpanel').screenshot({ path: `/tmp/shots-analysis/${name}-scores-panel.png` });
  await section.getByRole('tab', { name: 'Phase 2' }).click();
  await section.getByRole('tabpanel').screenshot({ path: `/tmp/shots-analysis/${name}-phase2.png` });
  await section.getByRole('button', { name: 'Evaluate Originality' }).click();
  await section.getByRole('region', { name: 'Originality' }).screenshot({ path: `/tmp/shots-analysis/${name}-originality.png` });
  await section.getByRole('button', { name: 'Rewrite', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rewrite Comparison' }).waitFor();
  await page.screenshot({ path: `/tmp/shots-analysis/${name}-rewrite.png` });
  await page.close();
}
await browser.close();
