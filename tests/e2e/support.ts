import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  DEFAULT_ANTHROPIC_KEY,
  DEFAULT_DEEPSEEK_KEY,
  DEFAULT_OPENAI_KEY,
  DEFAULT_PERPLEXITY_KEY,
} from '../fakes';
import { controlPort, type Scenario } from './fake-control';
import { APP_PORT } from './ports';

/** Scripts a provider fake for requests carrying `marker` (see fake-control.ts). */
export async function scenario(value: Scenario): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort(APP_PORT)}/scenario`, {
    method: 'POST',
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`fake control answered ${response.status}`);
}

/**
 * Lets `events` more events of a `gated` stream through, or the whole held rest
 * (tests/fakes/gates.ts): the test decides when the next words come, not a clock.
 */
export async function openGate(gate: string, events?: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort(APP_PORT)}/open-gate`, {
    method: 'POST',
    body: JSON.stringify({ gate, events }),
  });
  if (!response.ok) throw new Error(`fake control answered ${response.status}`);
}

/**
 * The events of an Anthropic stream before its text (message_start, content_block_start, ping),
 * for a `gated` fault that holds the stream after `pieces` pieces of text (four in all).
 */
export const afterAnthropicPieces = (pieces: number) => 3 + pieces;

export const uniqueMarker = () => `M${randomUUID().slice(0, 8)}`;

export const FAKE_KEYS = {
  'Anthropic (ZHI 1)': DEFAULT_ANTHROPIC_KEY,
  'OpenAI (ZHI 2)': DEFAULT_OPENAI_KEY,
  'DeepSeek (ZHI 3)': DEFAULT_DEEPSEEK_KEY,
  'Perplexity (ZHI 4)': DEFAULT_PERPLEXITY_KEY,
} as const;

/** Enters fake providers' keys in Settings, as a user enters real ones. */
export async function saveKeys(page: Page, labels: (keyof typeof FAKE_KEYS)[]) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  for (const label of labels) await dialog.getByLabel(label).fill(FAKE_KEYS[label]);
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await page.getByText('Keys saved for this browser session').waitFor();
  await page.keyboard.press('Escape');
}

export const statusBadge = (page: Page) => page.getByRole('status').filter({ hasText: /APIs/ });

/** Drops a file on the drop zone region named `zone`, as a person dragging it from their desktop. */
export async function dropFile(
  page: Page,
  zone: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
  const target = page.getByRole('region', { name: zone });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/**
 * Reads a toast and closes it, as a person does whose next button is under it. A toast that is
 * still sliding in can cover a button between the press and the release of a click, and
 * Playwright checks what is under the pointer on the press only: such a click is lost.
 */
export async function closeToast(page: Page, title: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}

/** An AI-styled essay (tests/fixtures/detection/ai-styled.json) to fill a section with. */
export const AI_STYLED_TEXT = (
  JSON.parse(
    readFileSync(new URL('../fixtures/detection/ai-styled.json', import.meta.url), 'utf8'),
  ) as { texts: { text: string }[] }
).texts[0]!.text;

/** The two screens every layout is checked at: a laptop's and a phone's. */
export const SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Goes to a section of the home page by its link in the Sections row, as a reader does: the
 * sections below the workspace load as they come near the view
 * (docs/decisions/215-sections-load-as-they-come-near.md).
 */
export async function openSection(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(
    page.getByRole('region', { name: title }).getByTestId('section-waiting'),
  ).toHaveCount(0);
}
