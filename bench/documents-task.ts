// One measured task of the documents benchmark, in a process of its own so that its peak
// memory (maxRSS) is its own: `tsx bench/documents-task.ts <pdf|docx|ocr> <file> <runs>`.
// Prints one JSON line: {runs: [ms...], maxRssMb}.
import { readFileSync } from 'node:fs';
import { runExtractJob } from '../server/features/documents/extract/index';
import { TesseractEngine } from '../server/providers/tesseract';

const [task, file, runsArg] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(file!));
const runs: number[] = [];
let chars = 0;
const engine = task === 'ocr' ? new TesseractEngine({ timeoutMs: 300_000 }) : null;
for (let i = 0; i < Number(runsArg ?? 3); i++) {
  const start = performance.now();
  if (engine) {
    chars = (await engine.recognize(bytes)).length;
  } else {
    const result = await runExtractJob({
      task: 'text',
      kind: task as 'pdf' | 'docx',
      bytes: bytes.slice(),
    });
    chars = 'text' in result ? result.text.length : 0;
  }
  runs.push(performance.now() - start);
}
await engine?.close();
console.log(JSON.stringify({ runs, chars, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
