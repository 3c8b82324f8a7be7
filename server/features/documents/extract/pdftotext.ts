import { spawn, spawnSync } from 'node:child_process';
import type { PageRuns, TextRun } from './pdf-layout';

/** Bounds of one pdftotext run: it reads an untrusted file. */
export const PDFTOTEXT_LIMITS = {
  /** Killed after this long (within the parse's own 30 s). */
  timeoutMs: 20_000,
  /** All its writable memory (RLIMIT_DATA), as for the parsing workers. */
  memoryMb: 512,
  /** Its output: words with their boxes, about 20 times the text (2 M characters of text). */
  maxOutputBytes: 64 * 1024 * 1024,
};

let installed: boolean | undefined;

/** Whether poppler's pdftotext can be run here (Debian's poppler-utils); asked once. */
export function hasPdftotext(): boolean {
  if (process.env.REDRAFT_NO_PDFTOTEXT === '1') return false;
  installed ??= spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
  return installed;
}

/** Why pdftotext gave no pages: the caller then reads the file with pdf.js instead. */
export class PdftotextFailed extends Error {
  constructor(reason: string) {
    super(`pdftotext: ${reason}`);
    this.name = 'PdftotextFailed';
  }
}

/**
 * The words of the first `pages` pages with their boxes (`pdftotext -bbox-layout`), one run per line as pdf.js mostly gives,, as the text runs
 * the layout (pdf-layout.ts) reads: the same reading order, paragraphs and dropped headers as
 * with pdf.js, about six times faster. The subprocess is bounded in time (coreutils `timeout`
 * too, so it dies even when its parent is killed), memory and output size.
 */
export function pdftotextPages(bytes: Uint8Array, pages: number): Promise<PageRuns[]> {
  const { timeoutMs, memoryMb, maxOutputBytes } = PDFTOTEXT_LIMITS;
  const seconds = Math.ceil(timeoutMs / 1000);
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -d ${memoryMb * 1024} && exec timeout -s KILL ${seconds} pdftotext -q -bbox-layout -enc UTF-8 -l ${pages} - -`,
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: string | null = null;
    const timer = setTimeout(() => {
      failure = 'timed out';
      child.kill('SIGKILL');
    }, timeoutMs + 1000);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) {
        failure = 'output too large';
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.stdin.on('error', () => {}); // it may exit before reading all of a bad file
    child.on('error', (error) => {
      failure = error.message;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure || code !== 0) {
        reject(new PdftotextFailed(failure ?? `exit code ${code}`));
        return;
      }
      resolve(parseBboxPages(Buffer.concat(chunks).toString('utf8')));
    });
    child.stdin.end(bytes);
  });
}

const PAGE = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
const LINE =
  /<line xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([\s\S]*?)<\/line>/g;
const WORD = /<word [^>]*>([^<]*)<\/word>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#39;': "'",
};

/**
 * pdftotext's XHTML (y down from the top) as text runs (y up from the bottom, as in PDF): one
 * run per line of words. Runs of single words would let the layout see a column gutter where
 * the words of many lines happen to line up.
 */
export function parseBboxPages(xhtml: string): PageRuns[] {
  const pages: PageRuns[] = [];
  for (const page of xhtml.matchAll(PAGE)) {
    const height = Number(page[2]);
    const runs: TextRun[] = [];
    for (const line of page[3]!.matchAll(LINE)) {
      const [xMin, yMin, xMax, yMax] = [line[1], line[2], line[3], line[4]].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      const words = Array.from(line[5]!.matchAll(WORD), (word) => word[1]!);
      const text = words
        .join(' ')
        .replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (entity) => ENTITIES[entity]!);
      // The box spans ascent to descent; pdf.js's run height is the font size, about 0.9 of
      // it, and its baseline about a fifth of the box above the bottom.
      const box = yMax - yMin;
      runs.push({
        text,
        x: xMin,
        y: height - yMax + box * 0.2,
        width: xMax - xMin,
        size: box * 0.9,
      });
    }
    pages.push({ width: Number(page[1]), height, runs });
  }
  return pages;
}
