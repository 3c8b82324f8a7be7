import type { OcrPixels } from './ocr-bands';
import { TesseractEngine } from './tesseract';
import { hasNativeTesseract, NativeTesseractEngine } from './tesseract-native';

/** Reads the text of one image; one engine serves the whole server. */
export interface OcrEngine {
  recognize(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

/** An engine that also reads raw pixels, in bands on idle cores (the native tesseract). */
export interface PixelOcrEngine extends OcrEngine {
  /** The most bands a page is ever read in. */
  readonly maxBands: number;
  /** The bands a page starting now could be read in (below 2: not worth cutting). */
  idleBands(): number;
  recognizePixels(image: OcrPixels): Promise<string>;
}

export function readsPixels(engine: OcrEngine): engine is PixelOcrEngine {
  return 'recognizePixels' in engine;
}

/**
 * Debian's native tesseract when it is installed (apt-get install tesseract-ocr
 * tesseract-ocr-eng), otherwise tesseract.js with its data from node_modules.
 */
export function createOcrEngine(): OcrEngine {
  return hasNativeTesseract() ? new NativeTesseractEngine() : new TesseractEngine();
}
