import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface LabelledText {
  id: string;
  label: 0 | 1;
  language: string;
  domain: string;
  category: string;
  generator: string;
  title: string;
  text: string;
}

export const DEFAULT_DATA_PATH = '../shared/data/detection/train-wiki-news.jsonl';

/** Reads the JSONL corpus; the path is resolved against the current working directory. */
export function loadDataset(path = DEFAULT_DATA_PATH): LabelledText[] {
  const raw = readFileSync(resolve(process.cwd(), path), 'utf8');
  return raw
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, i) => {
      const row = JSON.parse(line) as LabelledText;
      if ((row.label !== 0 && row.label !== 1) || typeof row.text !== 'string') {
        throw new Error(`${path}:${i + 1}: expected label 0/1 and a text`);
      }
      return row;
    });
}

export interface FixtureText {
  id: string;
  text: string;
}

export function loadFixture(path: string): FixtureText[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { texts: FixtureText[] };
  return parsed.texts;
}
