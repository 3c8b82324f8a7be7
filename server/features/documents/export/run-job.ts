// The writer side of an export, run in a writer process (export-worker.ts): kept apart from
// service.ts so that the server's own process never loads the PDF and Word libraries.

import { writeReportDocx } from './authorship/docx';
import { buildReport } from './authorship/model';
import { writeReportPdf } from './authorship/pdf';
import { blocksToPlainText, parseBlocks } from './blocks';
import { writeDocx } from './docx';
import { writeLatex } from './latex';
import { writePdf } from './pdf';
import type { ExportJob } from './service';
import { writeTrackedChanges } from './tracked-docx';

/** Runs in a writer process: the processed text in, the file's bytes out. */
export async function runExportJob(job: ExportJob): Promise<Buffer> {
  if (job.kind === 'latex') {
    return Buffer.from(writeLatex(job.text, job.title, job.author).source, 'utf8');
  }
  if (job.kind === 'authorship') {
    const report = buildReport(job.documents, new Date(job.now));
    if (job.format === 'pdf') return writeReportPdf(report);
    if (job.format === 'docx') return writeReportDocx(report);
    return Buffer.from(`${JSON.stringify(report, null, 2)}\n`, 'utf8');
  }
  if (job.kind === 'tracked-changes') {
    const { original, revised, ...options } = job;
    return writeTrackedChanges(original, revised, options);
  }
  const blocks = parseBlocks(job.text);
  const options = { title: job.title, separateGraphs: job.separateGraphs };
  if (job.format === 'pdf') return writePdf(blocks, options);
  if (job.format === 'docx') return writeDocx(blocks, options);
  return Buffer.from(`${blocksToPlainText(blocks)}\n`, 'utf8');
}
