import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BboxReader } from './bbox-reader';
import type { PageRuns } from './pdf-layout';

/** Bounds of one pdftotext run: it reads an untrusted file. */
export const PDFTOTEXT_LIMITS = {
  /** Killed after this long (within the parse's own 30 s). */
  timeoutMs: 20_000,
  /** All its writable memory (RLIMIT_DATA), as for the parsing workers. */
  memoryMb: 512,
  /** Its output (RLIMIT_FSIZE): words with their boxes, about 20 times the text (2 M characters of text). */
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

/** How often the output written so far is read while pdftotext runs. */
const READ_EVERY_MS = 15;
const READ_BUFFER_BYTES = 1024 * 1024;

/**
 * The words of the first `pages` pages with their boxes (`pdftotext -bbox`), joined into one
 * run per line as pdf.js mostly gives, as the text runs the layout (pdf-layout.ts) reads: the
 * same reading order, paragraphs and dropped headers as with pdf.js.
 *
 * pdftotext writes to a file that has no name (unlinked once opened, so nothing is left behind
 * whatever happens), read every few milliseconds while it runs: by the time it exits only its
 * last lines are left to read. Reading a pipe instead woke this process for every 4 kB
 * pdftotext wrote, which cost it more CPU than the parse itself
 * (docs/decisions/117-pdf-text-where-time-went.md). The subprocess
 * is bounded in time (coreutils `timeout` too, so it dies even when its parent is killed),
 * memory (RLIMIT_DATA) and output (RLIMIT_FSIZE); `signal` stops it early. It only ever
 * rejects with PdftotextFailed.
 */
export function pdftotextPages(
  bytes: Uint8Array,
  pages: number,
  { signal, onPage }: { signal?: AbortSignal; onPage?: (page: PageRuns) => void } = {},
): Promise<PageRuns[]> {
  if (signal?.aborted) return Promise.reject(new PdftotextFailed('stopped'));
  let output: number;
  let child: ChildProcess;
  try {
    output = unnamedFile();
  } catch {
    return Promise.reject(new PdftotextFailed('no temporary file'));
  }
  try {
    child = spawn('sh', ['-c', pdftotextCommand(pages)], { stdio: ['pipe', output, 'ignore'] });
  } catch (error) {
    closeSync(output);
    return Promise.reject(new PdftotextFailed((error as Error).message));
  }
  return new Promise((resolve, reject) => {
    const reader = new BboxReader(onPage);
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    let read = 0;
    let failure: string | null = null;
    const stop = (reason: string) => {
      failure ??= reason;
      // `timeout` passes SIGTERM on to pdftotext; a SIGKILL would leave pdftotext running.
      child.kill('SIGTERM');
    };
    const readWritten = () => {
      if (failure) return;
      try {
        for (;;) {
          const length = readSync(output, buffer, 0, buffer.length, read);
          if (length === 0) return;
          read += length;
          reader.push(buffer.subarray(0, length));
        }
      } catch {
        stop('unreadable output');
      }
    };
    const onAbort = () => stop('stopped');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => stop('timed out'), PDFTOTEXT_LIMITS.timeoutMs + 1000);
    const reading = setInterval(readWritten, READ_EVERY_MS);
    child.stdin!.on('error', () => {}); // it may exit before reading all of a bad file
    child.on('error', (error) => {
      failure ??= error.message;
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      clearInterval(reading);
      signal?.removeEventListener('abort', onAbort);
      readWritten();
      closeSync(output);
      // SIGXFSZ: it wrote as much as RLIMIT_FSIZE allows.
      if (!failure && killedBy === 'SIGXFSZ') failure = 'output too large';
      if (!failure && code !== 0) failure = `exit code ${code ?? killedBy}`;
      if (!failure) {
        try {
          resolve(reader.end());
          return;
        } catch {
          failure = 'unreadable output';
        }
      }
      reject(new PdftotextFailed(failure));
    });
    child.stdin!.end(bytes);
  });
}

function pdftotextCommand(pages: number): string {
  const { timeoutMs, memoryMb, maxOutputBytes } = PDFTOTEXT_LIMITS;
  const seconds = Math.ceil(timeoutMs / 1000);
  // ulimit -f counts 512-byte blocks.
  const limits = `ulimit -d ${memoryMb * 1024} && ulimit -f ${Math.ceil(maxOutputBytes / 512)}`;
  return `${limits} && exec timeout -s KILL ${seconds} pdftotext -q -bbox -enc UTF-8 -l ${pages} - -`;
}

/** A temporary file open for reading and writing, already unlinked: gone once closed. */
function unnamedFile(): number {
  const path = join(tmpdir(), `redraft-pdftotext-${randomUUID()}.xhtml`);
  const fd = openSync(path, 'wx+', 0o600);
  try {
    unlinkSync(path);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}
