import { TesseractEngine } from './tesseract';
import { hasNativeTesseract, NativeTesseractEngine } from './tesseract-native';

/** Reads the text of one image; one engine serves the whole server. */
export interface OcrEngine {
  recognize(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

/**
 * Debian's native tesseract when it is installed (apt-get install tesseract-ocr
 * tesseract-ocr-eng), otherwise tesseract.js with its data from node_modules.
 */
export function createOcrEngine(): OcrEngine {
  return hasNativeTesseract() ? new NativeTesseractEngine() : new TesseractEngine();
}
