// `npm run bench:corpus -- <folder>`: holds Redraft's uploads against any folder of documents
// (issue 39). Every file goes to POST /api/extract-text on a real server, one after another;
// the table gives, per format: files, 200s, clear refusals (a 4xx with a message), 5xx,
// timeouts, whether the server still answered after each file, and the mean word recall
// against a reference reader where one is installed (poppler's pdftotext for PDF, LibreOffice
// for Word and RTF, the file itself for UTF-8 text; a file `<name>.expected.txt` beside a document
// is its reference when present, and is not sent). `--fixtures` first writes Redraft's own
// issue-39 fixtures to a temporary folder and runs on them. `--verbose` lists every file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { formWith } from '../tests/support/document-fixtures';
import { startTestServer } from '../tests/support/test-server';
import { writeIssue39Fixtures } from './corpus-fixtures';

/** One file's answer is given up on after this long (the server's own bounds are shorter). */
const FILE_TIMEOUT_MS = 120_000;
const MAX_FILES = 2000;

interface Outcome {
  file: string;
  format: string;
  status: number | 'timeout' | 'error';
  message?: string;
  recall?: number;
  alive: boolean;
  ms: number;
}

function listFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (
        stat.isFile() &&
        !name.startsWith('.') &&
        !name.endsWith(EXPECTED) &&
        files.length < MAX_FILES
      )
        files.push(path);
    }
  };
  walk(folder);
  return files;
}

/** Words to compare: letters and digits, lowercased; each Han or kana character counts alone. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/** The share of the reference's words (as a bag) found in the text. */
export function wordRecall(reference: string, text: string): number | undefined {
  const wanted = wordsOf(reference);
  if (wanted.length === 0) return undefined;
  const have = new Map<string, number>();
  for (const word of wordsOf(text)) have.set(word, (have.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of wanted) {
    const left = have.get(word) ?? 0;
    if (left > 0) {
      found++;
      have.set(word, left - 1);
    }
  }
  return found / wanted.length;
}

const installed = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const HAS_PDFTOTEXT = installed('pdftotext');
const SOFFICE = ['soffice', 'libreoffice'].find(installed);

/** A document's known text, beside it: `report.pdf.expected.txt`. */
const EXPECTED = '.expected.txt';

/** What a reference reader makes of the file, or undefined when none is installed for it. */
function referenceText(path: string, format: string): string | undefined {
  try {
    return readFileSync(`${path}${EXPECTED}`, 'utf8');
  } catch {
    // no known text: a reference reader, if one is installed
  }
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { timeout: 60_000, maxBuffer: 256 << 20 });
    return result.status === 0 ? result.stdout.toString('utf8') : undefined;
  };
  if (format === 'pdf' && HAS_PDFTOTEXT) return run('pdftotext', ['-enc', 'UTF-8', path, '-']);
  if (['doc', 'docx', 'rtf', 'odt'].includes(format) && SOFFICE) {
    const out = mkdtempSync(join(tmpdir(), 'redraft-corpus-'));
    try {
      run(SOFFICE, [
        '--headless',
        '--convert-to',
        'txt:Text (encoded):UTF8',
        '--outdir',
        out,
        path,
      ]);
      const txt = readdirSync(out).find((name) => name.endsWith('.txt'));
      return txt ? readFileSync(join(out, txt), 'utf8') : undefined;
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  if (format === 'txt' || format === 'md') {
    const bytes = readFileSync(path);
    if (bytes.includes(0)) return undefined; // UTF-16 or binary: no reader to hold it against
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return undefined; // not UTF-8: no reader to hold it against
    }
  }
  return undefined;
}

async function extractOne(url: string, path: string): Promise<Omit<Outcome, 'alive' | 'format'>> {
  const started = performance.now();
  const file = path;
  try {
    const response = await fetch(`${url}/api/extract-text`, {
      method: 'POST',
      body: formWith('document', readFileSync(path), path.split('/').pop() ?? 'upload'),
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { text?: string; message?: string };
    return {
      file,
      status: response.status,
      message: body.message,
      ...(body.text !== undefined ? { text: body.text } : {}),
      ms: performance.now() - started,
    } as Omit<Outcome, 'alive' | 'format'> & { text?: string };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { file, status: timedOut ? 'timeout' : 'error', ms: performance.now() - started };
  }
}

async function alive(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

function table(outcomes: Outcome[]): string {
  const formats = [...new Set(outcomes.map((outcome) => outcome.format))].sort();
  const rows = [
    [
      'format',
      'files',
      '200',
      'clear refusals',
      '5xx',
      'timeouts',
      'server alive',
      'word recall (files)',
    ],
  ];
  for (const format of [...formats, 'all']) {
    const of = outcomes.filter((outcome) => format === 'all' || outcome.format === format);
    const recalls = of.flatMap((outcome) => (outcome.recall === undefined ? [] : [outcome.recall]));
    const mean = recalls.reduce((sum, value) => sum + value, 0) / Math.max(1, recalls.length);
    rows.push([
      format,
      String(of.length),
      String(of.filter((outcome) => outcome.status === 200).length),
      String(
        of.filter(
          (outcome) =>
            typeof outcome.status === 'number' &&
            outcome.status >= 400 &&
            outcome.status < 500 &&
            outcome.message,
        ).length,
      ),
      String(
        of.filter((outcome) => typeof outcome.status === 'number' && outcome.status >= 500).length,
      ),
      String(of.filter((outcome) => outcome.status === 'timeout').length),
      `${of.filter((outcome) => outcome.alive).length}/${of.length}`,
      recalls.length ? `${percent(mean)} (${recalls.length})` : '–',
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(rows[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  let folder = args.find((arg) => !arg.startsWith('--'));
  let scratch: string | undefined;
  if (args.includes('--fixtures')) {
    scratch = mkdtempSync(join(tmpdir(), 'redraft-issue39-'));
    await writeIssue39Fixtures(scratch);
    folder = scratch;
  }
  if (!folder) {
    console.log('Usage: npm run bench:corpus -- <folder of documents> [--verbose] | --fixtures');
    process.exit(2);
  }
  const files = listFiles(folder);
  const server = await startTestServer();
  const outcomes: Outcome[] = [];
  try {
    for (const path of files) {
      const format = extname(path).slice(1).toLowerCase() || '(none)';
      const result = (await extractOne(server.url, path)) as Outcome & { text?: string };
      // A file refused or lost counts as no words found.
      const reference = referenceText(path, format);
      const recall = reference === undefined ? undefined : wordRecall(reference, result.text ?? '');
      const outcome: Outcome = {
        file: relative(folder, path),
        format,
        status: result.status,
        message: result.message,
        recall,
        alive: await alive(server.url),
        ms: result.ms,
      };
      outcomes.push(outcome);
      if (verbose) {
        const recallText = recall === undefined ? '' : ` recall ${percent(recall)}`;
        console.log(
          `${outcome.file}: ${outcome.status}${recallText} ${Math.round(outcome.ms)} ms${outcome.message ? ` — ${outcome.message}` : ''}`,
        );
      }
    }
  } finally {
    await server.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `\n${files.length} files from ${args.includes('--fixtures') ? "Redraft's issue-39 fixtures" : folder}; load ${loadavg()[0]!.toFixed(1)}; reference readers: ${[HAS_PDFTOTEXT && 'pdftotext', SOFFICE].filter(Boolean).join(', ') || 'none'}`,
  );
  console.log(table(outcomes));
  writeFileSync(join(tmpdir(), 'redraft-corpus-last.json'), JSON.stringify(outcomes, null, 1));
}

await main();
