// One measured task of the documents benchmark, in a process of its own so that its peak
// memory (maxRSS) is its own: `tsx bench/documents-task.ts <pdf|docx|ocr> <file> <runs>`.
// Prints one JSON line: {runs: [ms...], chars, maxRssMb}. The `pdf` task interleaves, run by
// run, Redraft's extraction (pdftotext when installed), its pdf.js fallback and a bare
// `pdftotext` of the same file, so that all three meet the same moments of a shared machine.
// Redraft's time is runExtractJob in this process: the file checks, pdf.js opening the file,
// pdftotext and the layout, but not the hop to a parsing worker and back.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runExtractJob } from '../server/features/documents/extract/index';
import { TesseractEngine } from '../server/providers/tesseract';
import { NativeTesseractEngine } from '../server/providers/tesseract-native';

const [task, file, runsArg, truthFile] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(file!));
const count = Number(runsArg ?? 3);
const runs: number[] = [];
const fallbackRuns: number[] = [];
const popplerRuns: number[] = [];
let chars = 0;

async function extract(kind: 'pdf' | 'docx') {
  const result = await runExtractJob({ task: 'text', kind, bytes: bytes.slice() });
  return 'text' in result ? result.text.length : 0;
}

async function timed(run: () => Promise<unknown> | unknown) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

// OCR: the native engine (what Redraft uses when tesseract-ocr is installed) and tesseract.js
// (its fallback), interleaved, with the share of the page's words each one recalled.
const native = task === 'ocr' ? new NativeTesseractEngine({ timeoutMs: 300_000 }) : null;
const wasm = task === 'ocr' ? new TesseractEngine({ timeoutMs: 300_000 }) : null;
const recall: number[] = [];
const fallbackRecall: number[] = [];
const truth = truthFile ? words(readFileSync(truthFile, 'utf8')) : [];

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The share of the true words (with repeats) found in the output. */
function recalled(text: string): number {
  const found = new Map<string, number>();
  for (const word of words(text)) found.set(word, (found.get(word) ?? 0) + 1);
  let hits = 0;
  for (const word of truth) {
    const left = found.get(word) ?? 0;
    if (left > 0) {
      hits++;
      found.set(word, left - 1);
    }
  }
  return truth.length ? hits / truth.length : Number.NaN;
}

for (let i = 0; i < count; i++) {
  if (native && wasm) {
    let text = '';
    runs.push(await timed(async () => (text = await native.recognize(bytes))));
    chars = text.length;
    recall.push(recalled(text));
    fallbackRuns.push(await timed(async () => (text = await wasm.recognize(bytes))));
    fallbackRecall.push(recalled(text));
  } else if (task === 'pdf') {
    runs.push(await timed(async () => (chars = await extract('pdf'))));
    process.env.REDRAFT_NO_PDFTOTEXT = '1';
    fallbackRuns.push(await timed(() => extract('pdf')));
    delete process.env.REDRAFT_NO_PDFTOTEXT;
    popplerRuns.push(
      await timed(() => spawnSync('pdftotext', [file!, '-'], { maxBuffer: 64 << 20 })),
    );
  } else {
    runs.push(await timed(async () => (chars = await extract('docx'))));
  }
}
await wasm?.close();
console.log(
  JSON.stringify({
    runs,
    ...(task === 'pdf' ? { fallbackRuns, popplerRuns } : {}),
    ...(task === 'ocr' ? { fallbackRuns, recall, fallbackRecall } : {}),
    chars,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
