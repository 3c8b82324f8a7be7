// Checks that the decision records and performance lab notes can be found from wherever they
// are cited (docs/decisions/README.md): every `docs/decisions/NNN…` or `docs/performance/NNN…`
// path named in the repository exists, no file cites the old single file or a bare section
// sign, every relative link in a Markdown file resolves, every record has its row in the index,
// and every record starts with its number and a status.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const RECORD_DIRS = ['docs/decisions', 'docs/performance'] as const;

/** Folders that hold no source a reader follows (installs, builds, runtime data, reports). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
]);
/** This checker and its test name planted, made-up records on purpose. */
const SELF = new Set(['scripts/lib/docs-links.ts', 'scripts/docs-links.test.ts']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|json|md|html|css|sh|yaml|yml|conf)$|^(Dockerfile|run)$/;

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** A status as the index explains them: kept, withdrawn, or (partly) replaced by N[, N…]. */
const STATUS = /^Status: (kept|withdrawn|(?:partly )?replaced by \d+(?:(?:, | and )\d+)*)$/m;
/** `docs/decisions/045-slug.md`, or a bare `docs/decisions/045`; no other digits follow. */
const RECORD_MENTION =
  /docs\/(decisions|performance)\/(\d{3})(?![\d])(-[a-z0-9]+(?:-[a-z0-9]+)*\.md)?/g;
/**
 * The old ways of citing a record: the single file they were split from, and a bare `§N`
 * (the specification's own sections, "spec §5", are another numbering; a quoted "§45" explains).
 */
const OLD_CITATION = /docs\/decisions\.md|(?<!spec |")§\d+/gi;
/** `[text](target)` with a relative target (no scheme, not only an anchor). */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

export interface Problem {
  file: string;
  message: string;
}

/** A file's text, or null when it went away after it was listed (a test's scratch file). */
function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function listTextFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listTextFiles(root, join(dir, entry.name)));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      files.push(relative(root, join(dir, entry.name)).split(sep).join('/'));
    }
  }
  return files;
}

interface RecordFile {
  number: number;
  dir: (typeof RECORD_DIRS)[number];
  name: string;
}

export function listRecords(root: string): RecordFile[] {
  const records: RecordFile[] = [];
  for (const dir of RECORD_DIRS) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir))) {
      const match = RECORD_FILE.exec(name);
      if (match) records.push({ number: Number(match[1]), dir, name });
    }
  }
  return records;
}

/** Paths to records named in one file's text that do not exist. */
export function missingRecordPaths(root: string, text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(RECORD_MENTION)) {
    const [mention, kind, number, slug] = match;
    const dir = join(root, 'docs', kind!);
    const found = slug
      ? existsSync(join(dir, `${number}${slug}`))
      : existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`${number}-`));
    if (!found) missing.push(mention);
  }
  return missing;
}

/** Relative Markdown links of one file that point at nothing. */
export function brokenMarkdownLinks(root: string, file: string, text: string): string[] {
  const broken: string[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = target.split('#')[0]!;
    const resolved = path.startsWith('/') ? join(root, path) : join(root, dirname(file), path);
    if (!existsSync(resolved)) broken.push(target);
  }
  return broken;
}

function checkRecord(root: string, record: RecordFile): string[] {
  const text = readFileSync(join(root, record.dir, record.name), 'utf8');
  const problems: string[] = [];
  const heading = /^# 0*(\d+)\. \S/.exec(text);
  if (!heading) problems.push('does not start with "# N. Title"');
  else if (Number(heading[1]) !== record.number)
    problems.push(`is headed ${heading[1]}, but its file name says ${record.number}`);
  if (!STATUS.test(text))
    problems.push('has no "Status: kept | withdrawn | replaced by N | partly replaced by N" line');
  return problems;
}

/** Every problem found in the repository at `root`; none when the records can all be found. */
export function checkDocsLinks(root: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of listTextFiles(root)) {
    if (SELF.has(file)) continue;
    const text = readIfPresent(join(root, file));
    if (text === null) continue;
    for (const mention of missingRecordPaths(root, text))
      problems.push({ file, message: `names ${mention}, which does not exist` });
    for (const [citation] of text.matchAll(OLD_CITATION))
      problems.push({ file, message: `cites ${citation}: name the record by its path` });
    if (file.endsWith('.md'))
      for (const link of brokenMarkdownLinks(root, file, text))
        problems.push({ file, message: `links to ${link}, which does not exist` });
  }

  const records = listRecords(root);
  const seen = new Map<number, string>();
  const indexPath = 'docs/decisions/README.md';
  const index = existsSync(join(root, indexPath))
    ? readFileSync(join(root, indexPath), 'utf8')
    : '';
  const labNotesPath = 'docs/performance/README.md';
  const labNotes = existsSync(join(root, labNotesPath))
    ? readFileSync(join(root, labNotesPath), 'utf8')
    : '';
  for (const record of records) {
    const file = `${record.dir}/${record.name}`;
    const other = seen.get(record.number);
    if (other) problems.push({ file, message: `shares its number with ${other}` });
    seen.set(record.number, file);
    for (const message of checkRecord(root, record)) problems.push({ file, message });
    const fromIndex =
      record.dir === 'docs/decisions' ? record.name : `../performance/${record.name}`;
    if (!index.includes(`](${fromIndex})`))
      problems.push({ file, message: `has no row in ${indexPath}` });
    if (record.dir === 'docs/performance' && !labNotes.includes(`](${record.name})`))
      problems.push({ file, message: `has no row in ${labNotesPath}` });
  }
  return problems;
}
