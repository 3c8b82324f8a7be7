import { afterAll, describe, expect, it } from 'vitest';
import { OCR_PAGE_PARAGRAPHS } from '../../tests/support/document-fixtures';
import { turnedScan } from '../../tests/support/real-world-fixtures';
import { TesseractEngine } from './tesseract';

const engine = new TesseractEngine({ timeoutMs: 120_000 });
afterAll(() => engine.close());

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('tesseract.js, the fallback OCR (issue 39)', () => {
  it('reads a page scanned upside down by trying it turned', async () => {
    const paragraphs = OCR_PAGE_PARAGRAPHS.slice(0, 2);
    const text = await engine.recognize(await turnedScan(paragraphs, 180));
    expect(words(text)).toBe(paragraphs.join(' '));
  }, 180_000);
});
