// Drives Debian's Chromium through the scenes and records what the page shows with the
// DevTools screencast: a frame arrives only when the page changed, stamped with its time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/chromium';
import type { Scene } from './scenes';
import type { Frame } from './timeline';

export const VIEWPORT = { width: 1280, height: 720 };

export interface Recording {
  frames: Frame[];
  /** When each scene started, in seconds from the start of the recording. */
  sceneStarts: number[];
  /** The end of the recording, in seconds. */
  end: number;
}

/**
 * A pointer the viewer can follow: headless Chromium draws no cursor, so a dot follows the
 * mouse events Playwright sends, pulses on a click, and fades when the mouse rests (as a
 * player hides its cursor), so still scenes and the poster show the page alone.
 */
const POINTER_SCRIPT = `
addEventListener('DOMContentLoaded', () => {
  const dot = document.createElement('div');
  dot.setAttribute('aria-hidden', 'true');
  dot.style.cssText = 'position:fixed;z-index:2147483647;left:0;top:0;width:22px;height:22px;' +
    'margin:-11px 0 0 -11px;border-radius:50%;background:rgba(37,99,235,.35);' +
    'border:2px solid rgba(37,99,235,.9);pointer-events:none;' +
    'transition:transform .12s,opacity .4s;transform:translate(-100px,-100px)';
  document.body.append(dot);
  let x = -100, y = -100, rest;
  const place = (scale) => {
    dot.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + scale + ')';
    dot.style.opacity = '1';
    clearTimeout(rest);
    rest = setTimeout(() => { dot.style.opacity = '0'; }, 1800);
  };
  addEventListener('mousemove', (event) => { x = event.clientX; y = event.clientY; place(1); }, true);
  addEventListener('mousedown', () => place(0.6), true);
  addEventListener('mouseup', () => place(1), true);
});
`;

/** Plays each scene, holding it until its narration has had time to finish. */
export async function record(options: {
  url: string;
  scenes: Scene[];
  minimumLengths: number[];
  frameDir: string;
}): Promise<Recording> {
  mkdirSync(options.frameDir, { recursive: true });
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      acceptDownloads: true,
      colorScheme: 'light',
      reducedMotion: 'no-preference',
    });
    await context.addInitScript(POINTER_SCRIPT);
    const page = await context.newPage();
    await page.goto(options.url);
    await page.waitForLoadState('networkidle');

    const frames: Frame[] = [];
    const origin = Date.now() / 1000;
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', (event) => {
      const time = (event.metadata.timestamp ?? Date.now() / 1000) - origin;
      const file = join(options.frameDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(event.data, 'base64'));
      frames.push({ time: Math.max(0, time), file });
      void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 92,
      maxWidth: VIEWPORT.width,
      maxHeight: VIEWPORT.height,
    });

    const sceneStarts: number[] = [];
    for (const [index, scene] of options.scenes.entries()) {
      const start = Date.now() / 1000 - origin;
      sceneStarts.push(start);
      process.stdout.write(`  scene ${scene.id}… `);
      await scene.act(page);
      const rest = start + options.minimumLengths[index]! - (Date.now() / 1000 - origin);
      if (rest > 0) await page.waitForTimeout(rest * 1000);
      process.stdout.write(`${(Date.now() / 1000 - origin - start).toFixed(1)} s\n`);
    }
    const end = Date.now() / 1000 - origin;
    await cdp.send('Page.stopScreencast');
    return { frames, sceneStarts, end };
  } finally {
    await browser.close();
  }
}
