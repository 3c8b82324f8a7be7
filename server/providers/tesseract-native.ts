import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { DOCUMENT_LIMITS } from '../../common/documents';
import { AppError } from '../lib/errors';

/** Bounds of one `tesseract` run on an untrusted image. */
const MEMORY_MB = 1024;
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

let installed: boolean | undefined;

/** Debian's tesseract-ocr with its English data (tesseract-ocr-eng); asked once. */
export function hasNativeTesseract(): boolean {
  if (process.env.REDRAFT_NO_NATIVE_TESSERACT === '1') return false;
  installed ??= (() => {
    const languages = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    return languages.status === 0 && /^eng$/m.test(languages.stdout);
  })();
  return installed;
}

/**
 * OCR with the native tesseract (5.x, LSTM): about three times faster than tesseract.js's
 * WebAssembly build on the same page (docs/decisions.md §83). Page segmentation 3 (automatic
 * layout, as for a document page), the image read at its own resolution (nothing rescaled).
 * Each image runs in its own bounded process (time, memory, output) with one OpenMP thread:
 * OpenMP's spinning threads lose badly on a busy machine, so pages run side by side instead,
 * up to one per core, and more wait their turn (503 beyond `maxWaiting`).
 */
export class NativeTesseractEngine {
  #running = 0;
  #queue: Array<() => void> = [];
  readonly #timeoutMs: number;
  readonly #maxWaiting: number;
  readonly #parallel: number;

  constructor(options: { timeoutMs?: number; maxWaiting?: number; parallel?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DOCUMENT_LIMITS.ocrTimeoutMs;
    this.#maxWaiting = options.maxWaiting ?? 8;
    this.#parallel = options.parallel ?? Math.max(1, availableParallelism());
  }

  async recognize(image: Uint8Array): Promise<string> {
    if (this.#queue.length >= this.#maxWaiting) {
      throw new AppError(503, 'The OCR engine is busy with other images. Please try again.');
    }
    if (this.#running >= this.#parallel) {
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    }
    this.#running++;
    try {
      return await this.#run(image);
    } finally {
      this.#running--;
      this.#queue.shift()?.();
    }
  }

  async close(): Promise<void> {}

  #run(image: Uint8Array): Promise<string> {
    const seconds = Math.ceil(this.#timeoutMs / 1000);
    const child = spawn(
      'sh',
      [
        '-c',
        `ulimit -d ${MEMORY_MB * 1024} && exec timeout -s KILL ${seconds + 1} tesseract stdin stdout -l eng --psm 3 --oem 1 quiet`,
      ],
      { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    );
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, this.#timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stdin.on('error', () => {});
      child.on('error', () => {});
      child.on('close', (code) => {
        clearTimeout(timer);
        if (timedOut || code === 137) {
          reject(
            new AppError(
              422,
              `Reading the image took longer than ${seconds} seconds, so it was stopped.`,
            ),
          );
        } else if (code !== 0 || size > MAX_OUTPUT_BYTES) {
          reject(
            new AppError(422, 'The image could not be read: it seems to be damaged or incomplete.'),
          );
        } else {
          resolve(Buffer.concat(chunks).toString('utf8'));
        }
      });
      child.stdin.end(image);
    });
  }
}
