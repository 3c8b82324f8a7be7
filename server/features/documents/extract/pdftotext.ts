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
 * The words of the first `pages` pages with their boxes (`pdftotext -bbox`), joined into one run per line as pdf.js mostly gives,, as the text runs
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
      `ulimit -d ${memoryMb * 1024} && exec timeout -s KILL ${seconds} pdftotext -q -bbox -enc UTF-8 -l ${pages} - -`,
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
const WORD =
  /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#39;': "'",
};

interface Box {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/**
 * pdftotext's words with their boxes (y down from the top) as text runs (y up from the
 * bottom, as in PDF): the words pdftotext lists one after another on one baseline, with no
 * more than a wide space between them, become one run. Runs of single words would let the
 * layout see a column gutter where the words of many lines happen to line up. (-bbox-layout
 * lists the lines itself, but writes twice as much and takes twice as long.)
 */
export function parseBboxPages(xhtml: string): PageRuns[] {
  const pages: PageRuns[] = [];
  for (const page of xhtml.matchAll(PAGE)) {
    const height = Number(page[2]);
    const runs: TextRun[] = [];
    let line: Box | null = null;
    const flush = () => {
      if (!line) return;
      // The box spans ascent to descent; pdf.js's run height is the font size, about 0.9 of
      // it, and its baseline about a fifth of the box above the bottom.
      const box = line.yMax - line.yMin;
      runs.push({
        text: line.text,
        x: line.xMin,
        y: height - line.yMax + box * 0.2,
        width: line.xMax - line.xMin,
        size: box * 0.9,
      });
      line = null;
    };
    for (const word of page[3]!.matchAll(WORD)) {
      const xMin = Number(word[1]);
      const yMin = Number(word[2]);
      const xMax = Number(word[3]);
      const yMax = Number(word[4]);
      const text = word[5]!.replace(
        /&(?:amp|lt|gt|quot|apos|#39);/g,
        (entity) => ENTITIES[entity]!,
      );
      const current = line as Box | null;
      const size = yMax - yMin;
      if (
        current &&
        Math.abs(current.yMax - yMax) < size * 0.2 &&
        xMin >= current.xMax - size * 0.1 &&
        xMin - current.xMax < size * 1.5
      ) {
        current.text += ` ${text}`;
        current.xMax = xMax;
        current.yMin = Math.min(current.yMin, yMin);
        current.yMax = Math.max(current.yMax, yMax);
        continue;
      }
      flush();
      line = { text, xMin, yMin, xMax, yMax };
    }
    flush();
    pages.push({ width: Number(page[1]), height, runs });
  }
  return pages;
}
