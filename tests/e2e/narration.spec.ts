import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mp3Duration, parseMp3 } from '../../server/features/speech/mp3-frames';
import { DEFAULT_ELEVENLABS_KEY } from '../fakes';
import { saveKeys } from './support/speech';

/** The output's text area, once a rewrite has finished streaming
 * (docs/decisions/115-streaming-output-paragraph-view.md). */
const output = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'Processed Output' }).and(page.locator('textarea'));

async function audioTime(page: import('@playwright/test').Page) {
  return page
    .locator('audio[aria-label="Narration audio"]')
    .evaluate((audio: HTMLAudioElement) => ({
      time: audio.currentTime,
      paused: audio.paused,
    }));
}

async function downloadNarration(page: import('@playwright/test').Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Download narration as mp3' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('narration.mp3');
  const { frames, complete } = parseMp3(readFileSync((await download.path())!));
  expect(complete).toBe(true);
  return mp3Duration(frames);
}

test('narrates the output with the offline voice: plays, pauses, resets and downloads an mp3', async ({
  page,
}) => {
  const spoken: { text: string; voiceId: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tts')) spoken.push(request.postDataJSON());
  });
  await page.goto('/');
  // Nothing to narrate, nothing offered: the controls come with an output.
  await expect(page.getByRole('group', { name: 'Narration' })).toHaveCount(0);

  const first = 'The offline voice reads this text aloud. It needs no key and no network.';
  await output(page).fill(first);
  await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('offline:en-us');
  // Nothing played yet: the download makes the narration of the text shown.
  expect(await downloadNarration(page)).toBeGreaterThan(3);
  expect(spoken).toEqual([expect.objectContaining({ text: first, voiceId: 'offline:en-us' })]);

  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible({
    timeout: 10_000,
  });
  await expect
    .poll(async () => (await audioTime(page)).time, { timeout: 10_000 })
    .toBeGreaterThan(0.5);

  await page.getByRole('button', { name: 'Pause narration' }).click();
  const paused = await audioTime(page);
  expect(paused.paused).toBe(true);
  await page.getByRole('button', { name: 'Reset narration' }).click();
  expect((await audioTime(page)).time).toBe(0);

  // What was played is of this text and voice: downloaded as it is, not made again.
  expect(await downloadNarration(page)).toBeGreaterThan(3);
  expect(spoken).toHaveLength(2);

  // Another text and another voice: the download is of them, not of what was played.
  const second = `${first} A second paragraph makes the narration clearly longer than the first one was.`;
  await output(page).fill(second);
  await page.getByLabel('Voice', { exact: true }).selectOption('offline:en-gb');
  expect(await downloadNarration(page)).toBeGreaterThan(6);
  expect(spoken[2]).toEqual(expect.objectContaining({ text: second, voiceId: 'offline:en-gb' }));
});

test('lists ElevenLabs voices once its key is set, and narrates with one', async ({ page }) => {
  await page.goto('/');
  await saveKeys(page, { 'ElevenLabs (narration)': DEFAULT_ELEVENLABS_KEY });
  await output(page).fill('Read by a cloud voice.');
  const voice = page.getByLabel('Voice', { exact: true });
  // Only the voices /api/tts accepts: the account's voice whose id has a dot is not offered.
  await expect(voice.locator('optgroup[label="ElevenLabs"] option')).toHaveText([
    'Rachel',
    'Sarah',
    'My cloned voice',
  ]);
  await expect(voice).toHaveValue('elevenlabs:21m00Tcm4TLvDq8UxGE9');
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect
    .poll(async () => (await audioTime(page)).time, { timeout: 10_000 })
    .toBeGreaterThan(0.1);
});

test('a voice service that refuses the key: the failure is shown and the output stays', async ({
  page,
}) => {
  await page.goto('/');
  await saveKeys(page, { 'ElevenLabs (narration)': 'a-wrong-key' });
  await output(page).fill('Still narrated offline.');
  await expect(page.getByText('Failed to fetch voices')).toBeVisible();
  await expect(
    page.getByText('ElevenLabs refused the API key. Please check it in Settings.'),
  ).toBeVisible();
  // The offline voices are still there.
  await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('offline:en-us');
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect
    .poll(async () => (await audioTime(page)).time, { timeout: 10_000 })
    .toBeGreaterThan(0.1);
  await expect(output(page)).toHaveValue('Still narrated offline.');
});

test('a long text starts playing while the rest is still being spoken, and downloads whole', async ({
  page,
}) => {
  const sentence = 'Each sentence of this long text adds one more plain idea to the narration.';
  const text = Array.from({ length: 80 }, () => sentence).join(' '); // about 1,100 words
  await page.goto('/');
  await output(page).fill(text);
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect
    .poll(async () => (await audioTime(page)).time, { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Download narration as mp3' }).click(),
  ]);
  const { frames, complete } = parseMp3(readFileSync((await download.path())!));
  expect(complete).toBe(true);
  // ~1,100 words: over five minutes of speech, in one file without breaks.
  expect(mp3Duration(frames)).toBeGreaterThan(300);
});
