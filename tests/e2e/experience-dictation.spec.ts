// Dictation's status changes as a person speaks; the buttons around it must not move (issue 15).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chromiumWithMicrophone, scriptedRecognition, writeSpeechWav } from './support/speech';

const wav = await writeSpeechWav('A short sentence for the microphone.');
test.use({ launchOptions: chromiumWithMicrophone(wav) });

const boxes = async (buttons: Locator[]) =>
  Promise.all(buttons.map(async (button) => (await button.boundingBox())!));

for (const width of [1366, 390]) {
  test(`the dictation status does not push the input's buttons around (${width} px)`, async ({
    page,
  }: {
    page: Page;
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(
      scriptedRecognition(['a phrase long enough to make the status grow well beyond its width']),
    );
    await page.goto('/');
    const toolbar = [
      page.getByRole('button', { name: 'Upload a file into the original text' }),
      page.getByRole('button', { name: /AI Detection of the original text/ }),
      page.getByRole('button', { name: 'Clear original text' }),
      page.getByRole('button', { name: 'Copy original text' }),
    ];
    const before = await boxes(toolbar);
    await page.getByRole('button', { name: 'Dictate', exact: true }).click();
    const status = page.getByRole('status', { name: 'Dictation status' });
    await expect(status).toHaveText(/^Listening: /);
    expect(await boxes(toolbar)).toEqual(before);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    expect(await boxes(toolbar)).toEqual(before);
  });
}
