import { expect, test } from '@playwright/test';
import video from '../../client/src/features/tutorial/tutorial-video.json' with { type: 'json' };

const player = (page: import('@playwright/test').Page) => page.getByLabel(/^Redraft tutorial,/);

test('the tutorial video loads, has English captions with cues, and plays', async ({ page }) => {
  await page.goto('/tutorial');
  await expect(page.getByRole('heading', { name: 'How to use Redraft' })).toBeVisible();
  await expect(player(page)).toBeVisible();
  await expect(player(page)).toHaveAttribute('poster', /\.jpg$/);

  // Chromium (Debian's build) decodes the VP9/Opus WebM: metadata and a duration arrive.
  await expect
    .poll(() => player(page).evaluate((element: HTMLVideoElement) => element.duration))
    .toBeCloseTo(video.duration, 0);

  const captions = await player(page).evaluate(async (element: HTMLVideoElement) => {
    const track = element.querySelector('track')!;
    if (track.readyState !== 2) {
      await new Promise((resolve, reject) => {
        track.addEventListener('load', resolve, { once: true });
        track.addEventListener('error', reject, { once: true });
      });
    }
    const text = element.textTracks[0]!;
    return {
      kind: text.kind,
      language: text.language,
      mode: text.mode,
      cues: text.cues?.length ?? 0,
      first: (text.cues?.[0] as VTTCue | undefined)?.text,
    };
  });
  expect(captions).toMatchObject({ kind: 'captions', language: 'en', mode: 'showing' });
  expect(captions.cues).toBeGreaterThan(10);
  expect(captions.first).toBe('This is Redraft, a writing assistant.');

  await player(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  expect(
    await player(page).evaluate((element: HTMLVideoElement) => element.readyState),
  ).toBeGreaterThanOrEqual(2);
});

test('a chapter seeks the video there and is marked as playing', async ({ page }) => {
  await page.goto('/tutorial');
  const chapters = page.getByRole('navigation', { name: 'Chapters and transcript' });
  await expect(chapters.getByRole('listitem')).toHaveCount(video.chapters.length);
  const transform = video.chapters.find((chapter) => chapter.id === 'transform')!;
  await expect(chapters).toContainText(transform.transcript);
  await player(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });

  const button = chapters.getByRole('button', { name: new RegExp(transform.title) });
  await button.click();
  await expect
    .poll(() => player(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(transform.start - 0.1);
  expect(
    await player(page).evaluate((element: HTMLVideoElement) => element.currentTime),
  ).toBeLessThan(transform.start + 5);
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect(player(page)).toBeFocused();
});

test('the video is served as WebM in ranges, so the player can seek', async ({ request }) => {
  const whole = await request.head('/tutorial/redraft-tutorial.webm');
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('video/webm');
  const part = await request.get('/tutorial/redraft-tutorial.webm', {
    headers: { range: 'bytes=0-99' },
  });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);
  const captions = await request.get('/tutorial/redraft-tutorial.vtt');
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT/);
});
