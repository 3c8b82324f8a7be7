import { afterEach } from 'vitest';

/**
 * For a test file that reads PDFs both ways: returns a switch that makes the readings of the
 * current test use the pdf.js fallback, as on a machine without poppler. Each test after it
 * starts with the setting the file started with.
 */
export function pdfjsFallbackSwitch(): () => void {
  const saved = process.env.REDRAFT_NO_PDFTOTEXT;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDRAFT_NO_PDFTOTEXT;
    else process.env.REDRAFT_NO_PDFTOTEXT = saved;
  });
  return () => {
    process.env.REDRAFT_NO_PDFTOTEXT = '1';
  };
}
