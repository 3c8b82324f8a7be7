import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const detectionFixture = (name: string): string[] =>
  (
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'detection', name), 'utf8'),
    ) as { texts: { text: string }[] }
  ).texts.map((entry) => entry.text);

/** Essays a class might hand in: the detector's own fixtures, AI-styled and human. */
export const AI_ESSAYS = detectionFixture('ai-styled.json');
export const HUMAN_ESSAYS = detectionFixture('everyday-human.json');

const pick = (texts: string[], i: number) => texts[i % texts.length]!;

/** `count` essays as text files, AI-styled and human in turn. */
export function essayFiles(count: number, prefix = 'essay') {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, '0')}.txt`,
    content: pick(i % 2 === 0 ? AI_ESSAYS : HUMAN_ESSAYS, Math.floor(i / 2)),
  }));
}

/** A multipart form with each file in a `files` field. */
export function batchForm(files: { name: string; content: Buffer | string }[]): FormData {
  const form = new FormData();
  for (const file of files)
    form.append(
      'files',
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]),
      file.name,
    );
  return form;
}
