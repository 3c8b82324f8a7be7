// poppler's pdftotext in its own process, as .ci/run installs it (poppler-utils).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { longPdf } from '../../../../tests/support/document-fixtures';
import { parseBboxPages } from './bbox-reader';
import type { PageRuns } from './pdf-layout';
import { PDFTOTEXT_LIMITS, PdftotextFailed, pdftotextPages } from './pdftotext';

async function withLimits<T>(limits: Partial<typeof PDFTOTEXT_LIMITS>, run: () => Promise<T>) {
  const saved = { ...PDFTOTEXT_LIMITS };
  Object.assign(PDFTOTEXT_LIMITS, limits);
  try {
    return await run();
  } finally {
    Object.assign(PDFTOTEXT_LIMITS, saved);
  }
}

describe('pdftotext pages', () => {
  it('reads what pdftotext -bbox writes, each page told as it is read', async () => {
    const pdf = await longPdf(40);
    const output = spawnSync('pdftotext', ['-q', '-bbox', '-enc', 'UTF-8', '-', '-'], {
      input: pdf,
      maxBuffer: 64 << 20,
    });
    const told: PageRuns[] = [];
    const pages = await pdftotextPages(new Uint8Array(pdf), 30, {
      onPage: (page) => told.push(page),
    });
    expect(pages).toHaveLength(30);
    expect(pages).toEqual(parseBboxPages(output.stdout.toString('utf8')).slice(0, 30));
    expect(told).toEqual(pages);
  });

  it('fails when its output passes the bound', async () => {
    const pdf = new Uint8Array(await longPdf(40));
    const reading = withLimits({ maxOutputBytes: 64 * 1024 }, () => pdftotextPages(pdf, 500));
    await expect(reading).rejects.toThrow(new PdftotextFailed('output too large'));
  });

  it('fails when it runs out of memory', async () => {
    const pdf = new Uint8Array(await longPdf(4));
    const reading = withLimits({ memoryMb: 1 }, () => pdftotextPages(pdf, 500));
    await expect(reading).rejects.toBeInstanceOf(PdftotextFailed);
  });

  it('stops when asked', async () => {
    const pdf = new Uint8Array(await longPdf(400));
    const stop = new AbortController();
    const started = performance.now();
    const reading = pdftotextPages(pdf, 500, { signal: stop.signal });
    setTimeout(() => stop.abort(), 20);
    await expect(reading).rejects.toThrow(new PdftotextFailed('stopped'));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
