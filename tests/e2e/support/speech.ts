// Helpers for the dictation and narration browser tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { speechWav } from '../../support/speech-audio';
import { CHROMIUM_LAUNCH } from '../chromium';

/** The flags every spec uses (playwright.config.ts), plus a fake microphone playing `wav`. */
export function chromiumWithMicrophone(wavPath: string) {
  return {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  };
}

/** Writes a WAV of the sentence spoken by the offline voice, for the fake microphone. */
export async function writeSpeechWav(sentence: string): Promise<string> {
  const dir = join(tmpdir(), 'redraft-e2e-audio');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `speech-${process.pid}.wav`);
  writeFileSync(path, await speechWav(sentence));
  return path;
}

/** Enters provider keys in Settings as a user would, then closes the dialog. */
export async function saveKeys(page: Page, keys: Record<string, string>) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  for (const [label, value] of Object.entries(keys)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await page.getByText('Keys saved for this browser session').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A scripted SpeechRecognition for the live-recognition path: headless Chromium has no
 * recognition service, so this stands in for it, speaking the browser's own event shapes.
 */
export function scriptedRecognition(phrases: string[]) {
  return `(() => {
    const phrases = ${JSON.stringify(phrases)};
    class ScriptedRecognition {
      constructor() { this.lang = ''; this.continuous = false; this.interimResults = false; window.__recognition = this; }
      start() {
        window.__recognitionStarts = (window.__recognitionStarts || 0) + 1;
        const phrase = phrases.shift();
        if (!phrase) return;
        const result = (text, isFinal) => Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
        setTimeout(() => this.onresult && this.onresult({ resultIndex: 0, results: [result(phrase.slice(0, 9), false)] }), 300);
        setTimeout(() => this.onresult && this.onresult({ resultIndex: 0, results: [result(phrase, true)] }), 1200);
        setTimeout(() => this.onend && this.onend(), 1300);
      }
      stop() { setTimeout(() => this.onend && this.onend(), 0); }
      abort() { this.stop(); }
    }
    window.SpeechRecognition = ScriptedRecognition;
    window.webkitSpeechRecognition = ScriptedRecognition;
  })();`;
}
