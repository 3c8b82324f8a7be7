import { expect, test } from '@playwright/test';
import { DEFAULT_DEEPGRAM_KEY, DEFAULT_GLADIA_KEY, DEFAULT_TRANSCRIPT } from '../fakes';
import {
  chromiumWithMicrophone,
  saveKeys,
  scriptedRecognition,
  writeSpeechWav,
} from './support/speech';

// The fake microphone plays a sentence spoken by the offline voice.
const wav = await writeSpeechWav('Redraft turns my dictation into text. It works well.');
test.use({ launchOptions: chromiumWithMicrophone(wav) });

const input = (page: import('@playwright/test').Page) => page.getByLabel('Original Dictation');
const status = (page: import('@playwright/test').Page) =>
  page.getByRole('status', { name: 'Dictation status' });

test('records from the microphone, transcribes on the server and adds the transcript to the input', async ({
  page,
}) => {
  await page.goto('/');
  await expect(status(page)).toHaveText('Ready');
  await saveKeys(page, { 'Gladia (speech to text)': DEFAULT_GLADIA_KEY });
  await input(page).fill('What I typed before.');

  await page.getByRole('button', { name: 'Dictate', exact: true }).click();
  await expect(status(page)).toHaveText('Recording (tap STOP)');
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();

  // The server judged the upload by its bytes (audio, else 415) and Gladia's fake needs a
  // non-empty 'audio' file: the transcript arriving means the recording really went up.
  await expect(page.getByText('Audio Transcribed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('8 words transcribed')).toBeVisible();
  await expect(input(page)).toHaveValue(`What I typed before.\n\n${DEFAULT_TRANSCRIPT}`);
  await expect(status(page)).toHaveText('Ready');

  // The recording can be played back, and paused with the same control.
  await page.getByRole('button', { name: 'Play recording' }).click();
  await expect(page.getByRole('button', { name: 'Pause recording' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause recording' }).click();
  await expect(page.getByRole('button', { name: 'Play recording' })).toBeVisible();
});

test('the speech engine select shows the engine that will be used: Gladia falls back to Deepgram, its key added', async ({
  page,
}) => {
  await page.goto('/');
  const engine = page.getByLabel('Speech engine');
  // No key at all: the default, marked as having none.
  await expect(page.getByRole('option', { name: 'Gladia (no key)' })).toBeAttached();
  await expect(engine).toHaveValue('gladia');
  await saveKeys(page, { 'Deepgram (speech to text)': DEFAULT_DEEPGRAM_KEY });
  // The spec's order from Gladia: Whisper (no key), then Deepgram, as the server falls back.
  await expect(engine).toHaveValue('deepgram');
  await expect(engine.locator('option:checked')).toHaveText('Deepgram');
  await expect(engine.locator('option[value="gladia"]')).toBeDisabled();
  await page.reload();
  await expect(engine).toHaveValue('deepgram');
  await page.getByRole('button', { name: 'Dictate', exact: true }).click();
  await expect(status(page)).toHaveText('Recording (tap STOP)');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('8 words transcribed', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(input(page)).toHaveValue(DEFAULT_TRANSCRIPT);
});

test('when live recognition fails and no speech key is set, dictation says what to configure before Stop, and the text stays', async ({
  page,
}) => {
  await page.goto('/');
  // The status has answered: every speech engine is marked as having no key.
  await expect(page.locator('option', { hasText: '(no key)' }).first()).toBeAttached();
  await input(page).fill('Nothing of this may be lost.');
  await page.getByRole('button', { name: 'Play recording' }).click();
  await expect(page.getByText('No recorded audio')).toBeVisible();

  await page.keyboard.press('Alt+KeyD');
  await expect(page.getByText('Speech recognition not supported')).toBeVisible();
  await expect(
    page.getByText(/no live speech recognition, and no speech-to-text service is configured/),
  ).toBeVisible();
  // Nothing was sent to be transcribed, and the user never had to press Stop.
  await expect(input(page)).toHaveValue('Nothing of this may be lost.');
  await expect(status(page)).toHaveText('Ready');
});

test('live recognition shows what it hears and appends final phrases without an upload', async ({
  page,
}) => {
  await page.addInitScript(
    scriptedRecognition(['Hello world from live dictation', 'and a second phrase']),
  );
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/transcribe')) uploads.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Dictate', exact: true }).click();
  await expect(status(page)).toHaveText('Listening: Hello wor');
  await expect(input(page)).toHaveValue('Hello world from live dictation');
  // The recognizer ended after its phrase and was restarted while dictation went on.
  await expect(input(page)).toHaveValue('Hello world from live dictation and a second phrase', {
    timeout: 5_000,
  });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status(page)).toHaveText('Ready');
  expect(uploads).toEqual([]);
});

test('a refused microphone gives the spec status and toast', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Dictate', exact: true }).click();
  await expect(status(page)).toHaveText('Error: microphone access denied');
  await expect(page.getByText('Voice input error')).toBeVisible();
  await expect(
    page.getByText('Could not access microphone. Please check permissions.'),
  ).toBeVisible();
});

test('the instructions box has its own dictation toggle', async ({ page }) => {
  await page.addInitScript(scriptedRecognition(['make it friendlier']));
  await page.goto('/');
  const instructions = page.locator('#workspace').getByLabel('Custom instructions');
  await instructions.fill('Keep it short,');
  const toggle = page.getByRole('button', { name: 'Dictate instructions' });
  await toggle.click();
  await expect(instructions).toHaveValue('Keep it short, make it friendlier');
  await expect(input(page)).toHaveValue('');
});

test('without live recognition, the instructions box records and the server transcribes it', async ({
  page,
}) => {
  await page.goto('/');
  await saveKeys(page, { 'Deepgram (speech to text)': DEFAULT_DEEPGRAM_KEY });
  const instructions = page.locator('#workspace').getByLabel('Custom instructions');
  await instructions.fill('Keep it short,');
  const sent = page.waitForRequest('**/api/transcribe');
  await page.getByRole('button', { name: 'Dictate instructions' }).click();
  await expect(page.getByRole('button', { name: 'Stop dictating instructions' })).toHaveText(
    'Recording',
  );
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop dictating instructions' }).click();
  await sent;
  await expect(instructions).toHaveValue(`Keep it short, ${DEFAULT_TRANSCRIPT}`, {
    timeout: 15_000,
  });
  await expect(input(page)).toHaveValue('');
});
