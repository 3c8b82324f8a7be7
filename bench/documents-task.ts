// One measured task of the documents benchmark, in a process of its own so that its peak
// memory (maxRSS) is its own: `tsx bench/documents-task.ts <pdf|docx|ocr|ocr-native|ocr-pdf>
// <file> <runs> [truth]`.
// Prints one JSON line: {runs: [ms...], chars, maxRssMb}. The `pdf` task interleaves, run by
// run, Redraft's extraction (pdftotext when installed), its pdf.js fallback and a bare
// `pdftotext` of the same file, so that all three meet the same moments of a shared machine.
// Redraft's time is runExtractJob in this process: the file checks, pdf.js opening the file,
// pdftotext and the layout, but not the hop to a parsing worker and back.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runExtractJob } from '../server/features/documents/extract/index';
import { createPixelPool } from '../server/features/documents/pixel-pool';
import { createParsePool } from '../server/features/documents/read-upload';
import { type DocumentEngines, ocrUpload } from '../server/features/documents/service';
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

// OCR: the native engine read in one process (the image handed over as it is), the same
// engine as Redraft uses it (a PNG decoded in the decoding worker and read in bands on idle
// cores, docs/decisions/118-ocr-page-in-bands.md) and tesseract.js (the fallback), interleaved,
// with the share of the
// page's words each one recalled. `ocr-pdf` reads the page as a scanned PDF: its image as a
// PNG file read in one process (the way before docs/decisions/118-ocr-page-in-bands.md) against
// Redraft's way.
// `ocr-native`: as `ocr`, without tesseract.js.
const ocr = task === 'ocr' || task === 'ocr-native' || task === 'ocr-pdf';
const image = task === 'ocr' || task === 'ocr-native';
const native = ocr ? new NativeTesseractEngine({ timeoutMs: 300_000 }) : null;
const wasm = task === 'ocr' ? new TesseractEngine({ timeoutMs: 300_000 }) : null;
const pool = ocr ? createParsePool() : null;
const pixels = ocr ? createPixelPool() : null;
const engines: DocumentEngines | null =
  native && pool && pixels
    ? { parse: pool.parse, decodePng: pixels.decode, tesseract: native, mathpix: null }
    : null;
const bandRuns: number[] = [];
const recall: number[] = [];
const bandRecall: number[] = [];
const fallbackRecall: number[] = [];
let coldStartMs = 0;
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

/** The page as Redraft reads it: through the decoding worker, in bands when cores are idle. */
const redraftOcr = () => ocrUpload({ bytes: bytes.slice(), filename: file! }, engines!, false);

/** A scanned PDF read the way it was before docs/decisions/118-ocr-page-in-bands.md: its page
 * images as PNG files, one process each. */
async function pngPagesOcr(): Promise<string> {
  const result = await pool!.parse({ task: 'pdf-page-images', bytes: bytes.slice() });
  const texts: string[] = [];
  for (const page of 'images' in result ? result.images : []) {
    if (page instanceof Uint8Array) texts.push(await native!.recognize(page));
  }
  return texts.join('\n\n');
}

// The workers' first start (a cold server, or one idle for a while) is timed apart.
if (image) coldStartMs = await timed(() => pixels!.decode(bytes.slice(), 2));
if (task === 'ocr-pdf') coldStartMs = await timed(() => pngPagesOcr());

for (let i = 0; i < count; i++) {
  if (native && engines) {
    let text = '';
    const whole = image ? () => native.recognize(bytes) : pngPagesOcr;
    runs.push(await timed(async () => (text = await whole())));
    chars = text.length;
    recall.push(recalled(text));
    bandRuns.push(await timed(async () => (text = await redraftOcr())));
    bandRecall.push(recalled(text));
    if (wasm) {
      fallbackRuns.push(await timed(async () => (text = await wasm.recognize(bytes))));
      fallbackRecall.push(recalled(text));
    }
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
await Promise.all([pool?.close(), pixels?.close()]);
console.log(
  JSON.stringify({
    runs,
    ...(task === 'pdf' ? { fallbackRuns, popplerRuns } : {}),
    ...(ocr ? { bandRuns, recall, bandRecall, fallbackRuns, fallbackRecall, coldStartMs } : {}),
    chars,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
