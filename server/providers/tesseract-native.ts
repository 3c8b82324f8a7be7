import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { DOCUMENT_LIMITS } from '@common/documents';
import { AppError } from '../lib/errors';
import { groupBands, joinBandTexts, MAX_BANDS, netpbmBand, type OcrPixels } from './ocr-bands';

/** Bounds of one `tesseract` run on an untrusted image. */
const MEMORY_MB = 1024;
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

let installed: boolean | undefined;
let orientationData: boolean | undefined;

/** Debian's tesseract-ocr with its English data (tesseract-ocr-eng); asked once. */
export function hasNativeTesseract(): boolean {
  if (process.env.REDRAFT_NO_NATIVE_TESSERACT === '1') return false;
  installed ??= (() => {
    const languages = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    return languages.status === 0 && /^eng$/m.test(languages.stdout);
  })();
  return installed;
}

/** tesseract's orientation and script data (tesseract-ocr-osd), for pages scanned turned. */
export function hasOrientationData(): boolean {
  if (process.env.REDRAFT_NO_TESSERACT_OSD === '1') return false;
  orientationData ??= (() => {
    const languages = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    return languages.status === 0 && /^osd$/m.test(languages.stdout);
  })();
  return orientationData;
}

/** A word as OCR reads one on an upright page: a capital or none, then small letters; or a number. */
const WORDLIKE =
  /^[("'‘“[]?(?:\p{Lu}?\p{Ll}+(?:['’-]\p{Ll}+)*|\p{Lu}+|\p{N}+(?:[.,:/-]\p{N}+)*)[)\]"'’”.,;:!?]*$/u;

/** The words of an OCR text, and how many of them read as words. */
export function legibility(text: string): { words: number; legible: number } {
  const words = text.split(/\s+/).filter(Boolean);
  return { words: words.length, legible: words.filter((word) => WORDLIKE.test(word)).length };
}

/**
 * Whether a page's text looks read from a page scanned turned: nothing at all, or (with five
 * words or more) under 85 % of them legible. An upright page of prose reads 95–100 %; upside
 * down, tesseract's guesses ('Jo Jone] pur yodar') read about 70 %.
 */
export function looksTurned(text: string): boolean {
  const { words, legible } = legibility(text);
  return words === 0 || (words >= 5 && legible < words * 0.85);
}

/**
 * OCR with the native tesseract (5.x, LSTM): about three times faster than tesseract.js's
 * WebAssembly build on the same page (docs/decisions/083-ocr-native-tesseract-or-tesseract-js.md).
 * Page segmentation 3 (automatic
 * layout, as for a document page), the image read at its own resolution (nothing rescaled).
 * Each image runs in its own bounded process (time, memory, output) with one OpenMP thread:
 * OpenMP's spinning threads lose badly on a busy machine, so pages run side by side instead,
 * up to one process per core, and more wait their turn (503 beyond `maxWaiting`). A page
 * given as pixels cut into bands is read band by band on the cores that are idle when it
 * starts, each band a process of its own counted like any other
 * (docs/decisions/118-ocr-page-in-bands.md).
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

  /** The most bands a page is ever read in: one per core. */
  get maxBands(): number {
    return Math.min(this.#parallel, MAX_BANDS);
  }

  /** The bands a page starting now could be read in: the idle cores, none while pages wait. */
  idleBands(): number {
    if (this.#queue.length > 0) return 0;
    return Math.min(this.#parallel - this.#running, MAX_BANDS);
  }

  /** tesseract processes running now (the tests watch it). */
  get running(): number {
    return this.#running;
  }

  async recognize(image: Uint8Array): Promise<string> {
    await this.#acquire();
    let text: string;
    try {
      text = await this.#run([image]);
    } finally {
      this.#release();
    }
    return this.#uprightReading(text, [image]);
  }

  /**
   * The page read again with orientation detection (page segmentation 1: tesseract finds how
   * the page is turned and turns it) when its first reading looks like a page scanned turned
   * by 90° or 180°; the reading with more legible words is kept. Page segmentation 1 costs
   * about 1.5 s more a page, so upright pages are read once, as before. Bounded like any run.
   */
  async #uprightReading(text: string, image: Uint8Array[]): Promise<string> {
    if (!looksTurned(text) || !hasOrientationData()) return text;
    await this.#acquire();
    let turned: string;
    try {
      turned = await this.#run(image, undefined, 1);
    } catch {
      return text; // the first reading stands
    } finally {
      this.#release();
    }
    return legibility(turned).legible > legibility(text).legible ? turned : text;
  }

  /**
   * A page as pixels: the first band waits its turn like any page; the others start only on
   * cores idle at that moment, the bands being regrouped to the cores there are (one group is
   * the whole page). Each group's process frees its core as it ends.
   */
  async recognizePixels(image: OcrPixels): Promise<string> {
    await this.#acquire();
    const extra = Math.max(0, Math.min(image.bands.length - 1, this.idleBands()));
    this.#running += extra;
    const groups = groupBands(image.bands, 1 + extra);
    const abort = new AbortController();
    let text: string;
    try {
      const texts = await Promise.all(
        groups.map((band) =>
          this.#run(netpbmBand(image, band), abort.signal)
            .catch((error: unknown) => {
              // One band failed: the page has failed, and the other bands need not finish.
              abort.abort();
              throw error;
            })
            .finally(() => this.#release()),
        ),
      );
      text = groups.length === 1 ? texts[0]! : joinBandTexts(groups, texts);
    } finally {
      abort.abort();
    }
    // A turned page is read whole: its bands would cut across its lines.
    return this.#uprightReading(text, netpbmBand(image, groupBands(image.bands, 1)[0]!));
  }

  async close(): Promise<void> {}

  /** A core for one process: at once while one is idle and no page waits, else in turn. */
  async #acquire(): Promise<void> {
    if (this.#running < this.#parallel && this.#queue.length === 0) {
      this.#running++;
      return;
    }
    if (this.#queue.length >= this.#maxWaiting) {
      throw new AppError(503, 'The OCR engine is busy with other images. Please try again.');
    }
    // The process that ends hands its core over (#release): no newcomer slips in between.
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }

  #release(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#running--;
  }

  #run(image: Uint8Array[], signal?: AbortSignal, pageSegmentation = 3): Promise<string> {
    const seconds = Math.ceil(this.#timeoutMs / 1000);
    const child = spawn(
      'sh',
      [
        '-c',
        `ulimit -d ${MEMORY_MB * 1024} && exec timeout -s KILL ${seconds + 1} tesseract stdin stdout -l eng --psm ${pageSegmentation} --oem 1 quiet`,
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
      const stop = () => child.kill('SIGKILL');
      signal?.addEventListener('abort', stop, { once: true });
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stdin.on('error', () => {});
      child.on('error', () => {});
      child.on('close', (code) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
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
      const last = image.length - 1;
      image.forEach((chunk, index) => {
        if (index < last) child.stdin.write(chunk);
        else child.stdin.end(chunk);
      });
    });
  }
}
