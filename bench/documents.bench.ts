// Documents benchmark: text extraction of a 100-page PDF against poppler's pdftotext in the
// same run (the ratio is what counts, not the absolute times), DOCX extraction time, OCR
// seconds per page, and the peak memory of each (maxRSS of its own process).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { imageSize } from 'image-size';
import { longPdf, PRINTED_TEXT_PNG, readFixture } from '../tests/support/document-fixtures';

const PAGES = 100;
const RUNS = 3;
const dir = mkdtempSync(join(tmpdir(), 'redraft-bench-'));

interface TaskResult {
  runs: number[];
  chars: number;
  maxRssMb: number;
}

function task(name: string, file: string, runs = RUNS): TaskResult {
  const result = spawnSync('npx', ['tsx', 'bench/documents-task.ts', name, file, String(runs)], {
    encoding: 'utf8',
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as TaskResult;
  } catch {
    throw new Error(`benchmark task ${name} failed: ${result.stderr.slice(-500)}`);
  }
}

const has = (command: string) => spawnSync('which', [command]).status === 0;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const pixels = (file: string) => {
  const { width, height } = imageSize(readFileSync(file));
  return `${width} × ${height} px`;
};

/** pdftotext's time per run and its peak memory (GNU time's %M, in KB). */
function pdftotext(file: string): { runs: number[]; maxRssMb: number | null } {
  const runs: number[] = [];
  let maxRssMb: number | null = null;
  const timed = has('/usr/bin/time');
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const result = timed
      ? spawnSync('/usr/bin/time', ['-f', '%M', 'pdftotext', file, '-'], {
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        })
      : spawnSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    runs.push(performance.now() - start);
    const kb = timed ? Number(result.stderr.trim().split('\n').at(-1)) : Number.NaN;
    if (Number.isFinite(kb)) maxRssMb = Math.max(maxRssMb ?? 0, kb / 1024);
  }
  return { runs, maxRssMb };
}

async function main() {
  const pdfFile = join(dir, 'hundred-pages.pdf');
  writeFileSync(pdfFile, await longPdf(PAGES));
  console.log(`PDF: ${PAGES} pages, six paragraphs a page; ${RUNS} runs each, median shown.`);
  const ours = task('pdf', pdfFile);
  const oursMs = median(ours.runs);
  console.log(
    `  Redraft (unpdf + layout): ${fmt(oursMs)} (${((PAGES / oursMs) * 1000).toFixed(0)} pages/s), first run ${fmt(ours.runs[0]!)}, peak ${ours.maxRssMb.toFixed(0)} MB, ${ours.chars.toLocaleString('en-US')} characters`,
  );
  if (has('pdftotext')) {
    const poppler = pdftotext(pdfFile);
    const popplerMs = median(poppler.runs);
    console.log(
      `  pdftotext (poppler):      ${fmt(popplerMs)} (${((PAGES / popplerMs) * 1000).toFixed(0)} pages/s), peak ${poppler.maxRssMb?.toFixed(0) ?? '?'} MB`,
    );
    console.log(`  ratio Redraft / pdftotext: ${(oursMs / popplerMs).toFixed(1)}× the time`);
  } else {
    console.log('  pdftotext is not installed (apt-get install poppler-utils): no ratio this run.');
  }

  const docxFile = join(dir, 'long.docx');
  const paragraphs = Array.from(
    { length: 2000 },
    (_, i) =>
      new Paragraph({
        children: [
          new TextRun(
            `Paragraph ${i + 1}. The committee reviewed the annual figures and found that the northern district had grown faster than expected.`,
          ),
        ],
      }),
  );
  writeFileSync(
    docxFile,
    await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })),
  );
  const docx = task('docx', docxFile);
  console.log(
    `DOCX: 2,000 paragraphs (about 40 pages): ${fmt(median(docx.runs))}, first run ${fmt(docx.runs[0]!)}, peak ${docx.maxRssMb.toFixed(0)} MB`,
  );

  const lineFile = join(dir, 'line.png');
  writeFileSync(lineFile, readFixture(PRINTED_TEXT_PNG));
  const line = task('ocr', lineFile);
  console.log(
    `OCR, one printed line (${pixels(lineFile)}): ${(median(line.runs) / 1000).toFixed(2)} s, first run (engine start) ${(line.runs[0]! / 1000).toFixed(2)} s, peak ${line.maxRssMb.toFixed(0)} MB`,
  );
  if (has('pdftoppm')) {
    spawnSync('pdftoppm', [
      '-r',
      '150',
      '-gray',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfFile,
      join(dir, 'page'),
    ]);
    const page = task('ocr', join(dir, 'page.png'), 2);
    console.log(
      `OCR, one full page of text at 150 dpi (${pixels(join(dir, 'page.png'))}): ${(median(page.runs) / 1000).toFixed(2)} s per page, peak ${page.maxRssMb.toFixed(0)} MB`,
    );
  } else {
    console.log('OCR of a full page needs pdftoppm (poppler-utils) to render it: skipped.');
  }
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
