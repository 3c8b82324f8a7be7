import { createRequire } from 'node:module';
import { DOCUMENT_LIMITS } from '@common/documents';
import { AppError } from '../lib/errors';
import { legibility, looksTurned } from './tesseract-native';

const require = createRequire(import.meta.url);

type TesseractWorker = import('tesseract.js').Worker;

/**
 * Offline OCR with tesseract.js: its WebAssembly core and the English data both come from
 * node_modules (`@tesseract.js-data/eng`), nothing is downloaded and nothing is cached on
 * disk. One recognition at a time on one engine thread; a page that takes too long ends that
 * thread, and the next page gets a fresh one.
 *
 * A page that reads as a page scanned turned (looksTurned, or a mean confidence under
 * LOW_CONFIDENCE) is read again turned by 180°, 90° and 270° until a reading looks upright;
 * the most legible reading is kept (docs/decisions/184-turned-text-in-the-pdfjs-fallback-and-tesseract-js.md).
 * tesseract.js ships no orientation data, so it tries the turns; all of them share the
 * page's one time limit.
 */
/** Under this mean confidence (0–100), a reading is taken for a page scanned turned. */
const LOW_CONFIDENCE = 60;
/** The turns tried, likeliest first: upside down, then a quarter turn each way. */
const TURNS = [Math.PI, Math.PI / 2, (3 * Math.PI) / 2];

const readsTurned = (reading: { text: string; confidence: number }) =>
  looksTurned(reading.text) || reading.confidence < LOW_CONFIDENCE;

export class TesseractEngine {
  #worker: Promise<TesseractWorker> | null = null;
  #chain: Promise<unknown> = Promise.resolve();
  #waiting = 0;
  readonly #timeoutMs: number;
  readonly #maxWaiting: number;

  constructor(options: { timeoutMs?: number; maxWaiting?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DOCUMENT_LIMITS.ocrTimeoutMs;
    this.#maxWaiting = options.maxWaiting ?? 8;
  }

  recognize(image: Uint8Array): Promise<string> {
    if (this.#waiting >= this.#maxWaiting) {
      return Promise.reject(
        new AppError(503, 'The OCR engine is busy with other images. Please try again.'),
      );
    }
    this.#waiting++;
    const run = this.#chain.then(() => this.#recognizeNow(image));
    this.#chain = run.catch(() => {}).finally(() => this.#waiting--);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  #start(): Promise<TesseractWorker> {
    const { createWorker, OEM } = require('tesseract.js') as typeof import('tesseract.js');
    const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
    return createWorker('eng', OEM.LSTM_ONLY, {
      langPath: eng.langPath,
      gzip: eng.gzip,
      cacheMethod: 'none',
      errorHandler: () => {},
    });
  }

  async #recognizeNow(image: Uint8Array): Promise<string> {
    this.#worker ??= this.#start();
    let worker: TesseractWorker;
    try {
      worker = await this.#worker;
    } catch {
      this.#worker = null;
      throw new AppError(503, 'The OCR engine could not start.');
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new AppError(
            422,
            `Reading the image took longer than ${Math.round(this.#timeoutMs / 1000)} seconds, so it was stopped.`,
          ),
        );
      }, this.#timeoutMs);
    });
    try {
      const read = async (rotateRadians: number) => {
        const result = await Promise.race([
          worker.recognize(Buffer.from(image), { rotateRadians }),
          timeout,
        ]);
        return { text: result.data.text, confidence: result.data.confidence };
      };
      let best = await read(0);
      if (!readsTurned(best)) return best.text;
      for (const turn of TURNS) {
        const reading = await read(turn);
        if (legibility(reading.text).legible > legibility(best.text).legible) best = reading;
        if (!readsTurned(reading)) break;
      }
      return best.text;
    } catch (error) {
      // A timed-out or failed engine may be mid-page: start afresh for the next image.
      this.#worker = null;
      void worker.terminate().catch(() => {});
      if (error instanceof AppError) throw error;
      throw new AppError(422, 'The image could not be read: it seems to be damaged or incomplete.');
    } finally {
      clearTimeout(timer);
    }
  }
}
