/** The pieces of `npm run detect`, kept apart from process I/O so they can be tested. */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { bandTone } from '@common/detection-bands';
import { type DetectorModel, scoreText } from '../../server/features/detection/detector/index';
import { runExtractJob } from '../../server/features/documents/extract/index';

const MOST_RESPONSIBLE = 5;

export class UnsupportedFileError extends Error {}

/**
 * The one seam between a file and the detector: its plain text. PDF and Word files go through
 * the same extraction the server uses for uploads (run here in-process: the files are the
 * operator's own).
 */
export async function fileText(path: string): Promise<string> {
  const extension = extname(path).toLowerCase();
  if (extension === '.txt' || extension === '.md') return readFile(path, 'utf8');
  if (extension === '.pdf' || extension === '.docx') {
    const bytes = new Uint8Array(await readFile(path));
    const result = await runExtractJob({
      task: 'text',
      kind: extension === '.pdf' ? 'pdf' : 'docx',
      bytes,
    });
    if (!('text' in result) || !result.text.trim()) {
      throw new UnsupportedFileError(`no text found in ${path} (a scanned PDF needs OCR first)`);
    }
    return result.text;
  }
  throw new UnsupportedFileError(
    `unsupported file type "${extension || 'none'}": use .txt, .pdf or .docx`,
  );
}

/** `{"id","text"}` lines in, `{"id","probability","isAIGenerated"}` lines out. */
export async function scoreJsonLines(
  model: DetectorModel,
  input: Readable,
  output: Writable,
  errors: Writable,
): Promise<number> {
  let failures = 0;
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber++;
    if (line.trim() === '') continue;
    try {
      const row = JSON.parse(line) as { id?: unknown; text?: unknown };
      if (typeof row.text !== 'string') throw new Error('missing string field "text"');
      const r = scoreText(row.text, model);
      output.write(
        `${JSON.stringify({
          id: row.id ?? null,
          probability: r.probability,
          isAIGenerated: r.isAIGenerated,
          band: bandTone(r.probability),
          reasons: r.reasons.map((reason) => reason.text),
        })}\n`,
      );
    } catch (error) {
      failures++;
      errors.write(`line ${lineNumber}: ${(error as Error).message}\n`);
    }
  }
  return failures === 0 ? 0 : 1;
}

/** A readable report of one text: the verdict and the sentences most responsible for it. */
export function textReport(name: string, text: string, model: DetectorModel): string {
  const r = scoreText(text, model);
  const verdict = r.isAIGenerated
    ? 'likely AI-generated'
    : bandTone(r.probability) === 'yellow'
      ? 'mixed or uncertain'
      : 'likely human';
  const top = [...r.sentences]
    .sort((a, b) => b.probability - a.probability || a.start - b.start)
    .slice(0, MOST_RESPONSIBLE);
  const lines = [
    `== ${name}`,
    `probability ${r.probability.toFixed(3)} (threshold ${model.threshold.toFixed(3)}): ${verdict}`,
    `burstiness ${r.burstiness.toFixed(3)} over ${r.sentences.length} sentences`,
    ...r.reasons.map((reason) => `  - ${reason.text}`),
  ];
  if (top.length > 0) {
    lines.push('most machine-like passages (sentence with its neighbours):');
    for (const s of top) {
      const flat = s.text.replace(/\s+/g, ' ');
      const shown = flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
      lines.push(`  ${s.probability.toFixed(3)}  [${s.start}-${s.end}] ${shown}`);
    }
  }
  return lines.join('\n');
}
