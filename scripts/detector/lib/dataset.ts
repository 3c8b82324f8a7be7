import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

/** One labelled text of either training file, with the fields every split needs. */
export interface LabelledText {
  id: string;
  label: 0 | 1;
  language: string;
  /** Genre as the file names it: wikipedia, news, stories, biomedical-qa. */
  domain: string;
  /** How the text was made, as the file names it (human, davinci, rephrase_base, …). */
  generator: string;
  /**
   * The model behind an AI text (the four prompt styles of the wiki-news file are all
   * ChatGPT 3.5); "human" for human texts. Generator splits leave one of these out.
   */
  model: string;
  /**
   * Texts that must fall on the same side of a split: a human text and the AI texts that
   * continue or rewrite it (the file's `group`, or domain/language/category where it has none).
   */
  group: string;
  /** Which file the row came from. */
  source: string;
  text: string;
}

export const DATA_DIR = '../shared/data/detection';
export const DEFAULT_DATA_PATHS = [
  `${DATA_DIR}/train-wiki-news.jsonl`,
  `${DATA_DIR}/train-news-stories-biomed.jsonl`,
];

interface RawRow {
  id: string;
  label: number;
  language?: string;
  domain: string;
  category?: string;
  generator: string;
  group?: string;
  text: string;
}

// The wiki-news file's AI texts are all ChatGPT (GPT-3.5) under four prompts.
const WIKI_NEWS_MODEL = 'chatgpt-3.5 (wiki-news prompts)';

/** Reads one JSONL corpus; the path is resolved against the current working directory. */
export function loadDataset(path: string): LabelledText[] {
  const raw = readFileSync(resolve(process.cwd(), path), 'utf8');
  const source = basename(path, '.jsonl');
  return raw
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, i) => {
      const row = JSON.parse(line) as RawRow;
      if ((row.label !== 0 && row.label !== 1) || typeof row.text !== 'string') {
        throw new Error(`${path}:${i + 1}: expected label 0/1 and a text`);
      }
      const language = row.language ?? 'en';
      const model =
        row.label === 0 ? 'human' : row.group === undefined ? WIKI_NEWS_MODEL : row.generator;
      return {
        id: row.id,
        label: row.label,
        language,
        domain: row.domain,
        generator: row.generator,
        model,
        group: row.group ?? `${row.domain}/${language}/${row.category ?? ''}`,
        source,
        text: row.text,
      };
    });
}

/** Both training files (or the given ones), in order. */
export function loadDatasets(paths: readonly string[] = DEFAULT_DATA_PATHS): LabelledText[] {
  return paths.flatMap((p) => loadDataset(p));
}

export interface FixtureText {
  id: string;
  text: string;
}

export function loadFixture(path: string): FixtureText[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { texts: FixtureText[] };
  return parsed.texts;
}
