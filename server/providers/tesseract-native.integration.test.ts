// The native tesseract reading a page in bands: real tesseract processes on rendered pages
// (tesseract-ocr and poppler-utils are installed by .ci/run).
import { beforeAll, describe, expect, it } from 'vitest';
import { OCR_PAGE_PARAGRAPHS, renderedPage } from '../../tests/support/document-fixtures';
import { pngOcrPixels } from '../features/documents/extract/ocr-pixels';
import { reflowOcrText } from '../features/documents/service';
import type { OcrPixels } from './ocr-bands';
import { NativeTesseractEngine } from './tesseract-native';

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const LONG_PARAGRAPH = OCR_PAGE_PARAGRAPHS.join(' ');

let png: Buffer;
let paragraphs: OcrPixels;
let oneParagraph: OcrPixels;

beforeAll(async () => {
  png = await renderedPage(OCR_PAGE_PARAGRAPHS, 200);
  paragraphs = pngOcrPixels(png, 2);
  oneParagraph = pngOcrPixels(await renderedPage([LONG_PARAGRAPH], 200), 2);
});

/** The most tesseract processes seen running at once until `stop`. */
function watchRunning(engine: NativeTesseractEngine) {
  let most = engine.running;
  const timer = setInterval(() => {
    most = Math.max(most, engine.running);
  }, 1);
  return () => {
    clearInterval(timer);
    return most;
  };
}

describe('NativeTesseractEngine, a page in bands', () => {
  it('reads a page of paragraphs in two bands on two idle cores, whole and in order', async () => {
    expect(paragraphs.bands).toHaveLength(2);
    expect(paragraphs.bands[1]!.gapAbove).toBe('paragraph');
    const engine = new NativeTesseractEngine({ parallel: 2 });
    expect(engine.idleBands()).toBe(2);
    const stop = watchRunning(engine);
    const text = await engine.recognizePixels(paragraphs);
    expect(stop()).toBe(2);
    expect(engine.running).toBe(0);
    expect(words(text)).toEqual(words(OCR_PAGE_PARAGRAPHS.join(' ')));
  });

  it('joins a cut between two lines of one paragraph back into that paragraph', async () => {
    expect(oneParagraph.bands).toHaveLength(2);
    expect(oneParagraph.bands[1]!.gapAbove).toBe('line');
    const engine = new NativeTesseractEngine({ parallel: 2 });
    const text = reflowOcrText(await engine.recognizePixels(oneParagraph));
    expect(text).toBe(LONG_PARAGRAPH);
  });

  it('reads the page in one process when only one core is idle, beside the other page', async () => {
    const engine = new NativeTesseractEngine({ parallel: 2 });
    const stop = watchRunning(engine);
    const other = engine.recognize(png);
    expect(engine.idleBands()).toBe(1);
    const banded = engine.recognizePixels(paragraphs);
    // The whole page started at once on the idle core: both pages run side by side.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(engine.running).toBe(2);
    expect(engine.idleBands()).toBe(0);
    const [first, second] = await Promise.all([other, banded]);
    expect(stop()).toBe(2);
    expect(words(second)).toEqual(words(first));
  });

  it('never runs more processes than cores when pages in bands arrive together', async () => {
    const engine = new NativeTesseractEngine({ parallel: 2 });
    const stop = watchRunning(engine);
    const texts = await Promise.all([
      engine.recognizePixels(paragraphs),
      engine.recognizePixels(paragraphs),
      engine.recognize(png),
    ]);
    expect(stop()).toBe(2);
    expect(engine.running).toBe(0);
    for (const text of texts) expect(words(text)).toEqual(words(OCR_PAGE_PARAGRAPHS.join(' ')));
  });

  it('refuses pages beyond the waiting limit, counting bands like pages', async () => {
    const engine = new NativeTesseractEngine({ parallel: 1, maxWaiting: 1 });
    const first = engine.recognizePixels(paragraphs);
    const second = engine.recognizePixels(paragraphs);
    await expect(engine.recognizePixels(paragraphs)).rejects.toMatchObject({ statusCode: 503 });
    const texts = await Promise.all([first, second]);
    expect(texts[0]).toBe(texts[1]);
  });
});
