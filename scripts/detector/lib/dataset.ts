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
  /** `rewrite-of-human-text` for the L2R file's AI texts, the file's `task` otherwise. */
  task: string;
  text: string;
}

export const DATA_DIR = '../shared/data/detection';
export const DEFAULT_DATA_PATHS = [
  `${DATA_DIR}/train-wiki-news.jsonl`,
  `${DATA_DIR}/train-news-stories-biomed.jsonl`,
  `${DATA_DIR}/train-l2r-multidomain.jsonl`,
  `${DATA_DIR}/train-glimpse-claude-gemini.jsonl`,
];

/**
 * Generator families: left-out-generator splits leave a whole family out (Claude 3 Opus and
 * Sonnet are one family; gpt-3.5-turbo is one family whichever file it comes from).
 */
export function familyOf(model: string): string {
  if (model.startsWith('claude-3')) return 'claude-3';
  return model;
}

interface RawRow {
  id: string;
  label: number;
  language?: string;
  domain: string;
  category?: string;
  generator: string;
  group?: string;
  task?: string;
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
        task: row.task ?? (row.generator.startsWith('rephrase') ? 'rewrite-of-human-text' : ''),
        text: row.text,
      };
    });
}

/** Every training file (or the given ones), in order. */
export function loadDatasets(paths: readonly string[] = DEFAULT_DATA_PATHS): LabelledText[] {
  return paths.flatMap((p) => loadDataset(p));
}

const normalised = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * Drops repeated texts before any split: the first copy of a text stays; a text that appears
 * with both labels (the README names two) is dropped everywhere, since neither label can be trusted.
 */
export function deduplicate(rows: readonly LabelledText[]): {
  rows: LabelledText[];
  repeats: number;
  conflicting: number;
} {
  const labels = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = normalised(r.text);
    const set = labels.get(key);
    if (set) set.add(r.label);
    else labels.set(key, new Set([r.label]));
  }
  const seen = new Set<string>();
  const kept: LabelledText[] = [];
  let repeats = 0;
  let conflicting = 0;
  for (const r of rows) {
    const key = normalised(r.text);
    if (labels.get(key)!.size > 1) {
      conflicting++;
      continue;
    }
    if (seen.has(key)) {
      repeats++;
      continue;
    }
    seen.add(key);
    kept.push(r);
  }
  return { rows: kept, repeats, conflicting };
}

/** Hand-written plain human prose (learners, young writers, forum posts, e-mails): never trained on. */
export const HUMAN_FIXTURES = [
  'tests/fixtures/detection/simple-human.json',
  'tests/fixtures/detection/plain-human.json',
  'tests/fixtures/detection/everyday-human.json',
];

export interface FixtureText {
  id: string;
  text: string;
}

export function loadFixture(path: string): FixtureText[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { texts: FixtureText[] };
  return parsed.texts;
}
