// Growth with the text's length (issue 43): every server-side path that takes a user's whole text,
// called in this process (no HTTP, no worker threads, so the figure is the path's own work), on
// 1k, 10k, 100k and 1M characters of prose (bench/growth-text.ts). For each ×10 of input the
// growth factor of the median CPU time is printed, flagged when it is above ×12; paths whose
// route caps the length are measured up to the cap. CPU time (process.cpuUsage) is the figure
// grown, since on a shared machine the wall time also holds the wait for a core.
//
//   npm run bench -- growth     (every path)
//   npx tsx bench/growth.bench.ts quotes,narration     (the paths whose names hold these)
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chunkText, countWords } from '@common/chunking';
import { compareFacts } from '@common/facts';
import { assessReadability } from '@common/readability';
import { reviewDiff } from '@common/review-diff';
import { profileExcerpt } from '@common/style-excerpt';
import { wellFormedText } from '@common/text-rules';
import { transformRequestSchema } from '@common/transform';
import { checkText } from '@common/writing-check';
import { EMPTY_NARRATIVE } from '../server/features/detection/narrative';
import { createQuoteChecker } from '../server/features/detection/quotes';
import { buildReport } from '../server/features/detection/report/content';
import { writeReport } from '../server/features/detection/report/index';
import { type DetectorScores, scoreLocally } from '../server/features/detection/scores';
import { assembleResult } from '../server/features/detection/service';
import { scoreStyleMatch } from '../server/features/detection/stylometry/style-scores';
import { parseBlocks } from '../server/features/documents/export/blocks';
import { runExportJob } from '../server/features/documents/export/run-job';
import { runExtractJob } from '../server/features/documents/extract/index';
import { splitIntoPieces } from '../server/features/speech/pieces';
import { rewritePrompts } from '../server/features/workspace/service';
import { harperLinter } from '../server/features/writing/harper';
import { prose, revise, reviseEvery } from './growth-text';
import { median } from './stats';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SIZES = [1_000, 10_000, 100_000, 1_000_000] as const;
/** Runs per size: fewer at the top, where one run of a slow path takes seconds. */
const RUNS: Record<number, number> = { 1000: 9, 10000: 7, 100000: 5, 1000000: 3 };
const FLAG_ABOVE = 12;
const FLOOR_MS = 0.05;
/** Comma-separated parts of path names: only those paths are measured. */
const only = process.argv[2]?.split(',');
const utf8 = new TextEncoder();

interface Input {
  text: string;
  revised: string;
  /** A word changed in every paragraph. */
  rewritten: string;
  scores: DetectorScores;
  /** The text as the Word file an upload would bring (written by the DOCX export). */
  docx: Uint8Array;
}

interface TextPath {
  name: string;
  run: (input: Input) => unknown;
  /** The route's cap on the text: larger sizes are not measured. */
  capChars?: number;
  note?: string;
}

const document = (format: 'txt' | 'pdf' | 'docx') => (input: Input) =>
  runExportJob({
    kind: 'document',
    text: wellFormedText(input.text),
    format,
    title: 'growth',
    separateGraphs: false,
  });

/**
 * The prose with an inline formula after every fourth sentence and a displayed one between
 * paragraphs: the PDF export typesets them (docs/decisions/241-pdf-export-typesets-math.md).
 */
function withMath(text: string): string {
  let sentences = 0;
  return text
    .replace(/\. /g, () =>
      ++sentences % 4 === 0 ? '. Here $x_k^2 = \\frac{a+b}{\\sqrt{2}}$ holds. ' : '. ',
    )
    .replace(/\n\n/g, '\n\n\\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\]\n\n');
}

const report = (format: 'txt' | 'pdf' | 'docx') => (input: Input) => {
  const result = assembleResult(input.scores, EMPTY_NARRATIVE, {
    provider: 'openai',
    available: false,
    droppedQuotes: 0,
  });
  return writeReport(buildReport(result, input.text), format);
};

const PATHS: TextPath[] = [
  { name: 'word count (countWords)', run: ({ text }) => countWords(text) },
  { name: 'sanitize outgoing text (wellFormedText)', run: ({ text }) => wellFormedText(text) },
  { name: 'chunker (chunkText)', run: ({ text }) => chunkText(text) },
  {
    name: 'rewrite prompts (rewritePrompts)',
    run: ({ text }) => rewritePrompts(transformRequestSchema.parse({ text })),
  },
  { name: 'export blocks + SVG sanitize (parseBlocks)', run: ({ text }) => parseBlocks(text) },
  {
    name: 'text upload read (decodeText)',
    run: ({ text }) => runExtractJob({ task: 'text', kind: 'text', bytes: utf8.encode(text) }),
  },
  {
    name: 'Word upload read (extractDocxText)',
    run: ({ docx }) => runExtractJob({ task: 'text', kind: 'docx', bytes: docx }),
  },
  { name: 'export TXT', run: document('txt') },
  { name: 'export PDF', run: document('pdf') },
  {
    name: 'export PDF with typeset math',
    run: (input) => document('pdf')({ ...input, text: withMath(input.text) }),
  },
  { name: 'export DOCX', run: document('docx') },
  {
    name: 'export LaTeX (.tex source)',
    run: ({ text }) => runExportJob({ kind: 'latex', text: wellFormedText(text) }),
  },
  {
    name: 'export tracked changes DOCX',
    run: ({ text, revised }) =>
      runExportJob({
        kind: 'tracked-changes',
        original: text,
        revised,
        title: 'growth',
        author: 'Redraft',
        date: '2026-01-01T00:00:00Z',
      }),
  },
  {
    name: 'review diff (reviewDiff), a third of the paragraphs changed',
    run: ({ text, revised }) => reviewDiff(text, revised),
  },
  {
    name: 'review diff (reviewDiff), every paragraph changed',
    run: ({ text, rewritten }) => reviewDiff(text, rewritten),
  },
  { name: 'local detector (scoreLocally)', run: ({ text }) => scoreLocally(text) },
  { name: 'detection report TXT', run: report('txt') },
  { name: 'detection report PDF', run: report('pdf') },
  { name: 'detection report DOCX', run: report('docx') },
  {
    name: 'model quotes checked against the text',
    run: ({ text }) => {
      const occurs = createQuoteChecker(text);
      return ['a quote the model made up', text.slice(200, 260)].map(occurs);
    },
  },
  {
    name: 'humanizer fact check (compareFacts)',
    run: ({ text, revised }) => compareFacts(text, revised),
    capChars: 400_000,
    note: 'the humanizer takes 400,000 characters at most: measured to 100,000',
  },
  {
    name: 'style match (excerpt + profile)',
    run: ({ text }) =>
      scoreStyleMatch({ samples: profileExcerpt(text), texts: [profileExcerpt(text)] }),
    note: 'reads a 100,000-character excerpt of longer texts (common/style-excerpt.ts)',
  },
  {
    name: 'narration pieces (splitIntoPieces)',
    run: ({ text }) => splitIntoPieces(text, 4_000),
    capChars: 100_000,
    note: 'route cap MAX_TTS_TEXT_LENGTH, 100,000 characters',
  },
  {
    name: 'readability (assessReadability)',
    run: ({ text }) => assessReadability(text),
    capChars: 100_000,
    note: 'part of the writing check: route cap MAX_CHECK_CHARS, 100,000 characters',
  },
  {
    name: 'writing check (Harper + readability)',
    run: async ({ text }) => checkText(await harperLinter('en-US'), text),
    capChars: 100_000,
    note: 'route cap MAX_CHECK_CHARS, 100,000 characters',
  },
];

interface Measure {
  cpu: number[];
  wall: number[];
  heapMb: number;
}

/** Calls a fast path this many times per sample, so that a sample lasts about 20 ms of CPU. */
async function repetitions(path: TextPath, input: Input): Promise<number> {
  await path.run(input);
  const before = process.cpuUsage();
  await path.run(input);
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000;
  return Math.min(1_000, Math.max(1, Math.ceil(20 / Math.max(ms, 0.01))));
}

async function measure(path: TextPath, input: Input, runs: number, reps: number): Promise<Measure> {
  const cpu: number[] = [];
  const wall: number[] = [];
  let heapMb = 0;
  for (let run = 0; run < runs; run++) {
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await path.run(input);
    // What one call left on the heap, live or not yet collected: a floor of its peak (a
    // collection during the call lowers it), cheap to read.
    heapMb = Math.max(heapMb, (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20);
    for (let rep = 1; rep < reps; rep++) await path.run(input);
    wall.push((performance.now() - started) / reps);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000 / reps);
  }
  return { cpu, wall, heapMb };
}

/**
 * A step above ×12 at the top may be the machine's, not the path's: 1M characters (2 MB of
 * UTF-16) no longer fit a core's cache, which a loop over 100k does. From 1M to 2M both sizes
 * are out of cache, so a linear path grows ×2 there and a quadratic one ×4.
 */
async function inputOf(text: string): Promise<Input> {
  const docx = await runExportJob({
    kind: 'document',
    text,
    format: 'docx',
    title: 'upload',
    separateGraphs: false,
  });
  return {
    text,
    revised: revise(text),
    rewritten: reviseEvery(text),
    scores: scoreLocally(text),
    docx,
  };
}

async function confirmAtTwoMillion(path: TextPath, atMillion: number): Promise<string> {
  const text = prose(2_000_000);
  const input = await inputOf(text);
  const result = await measure(path, input, RUNS[1_000_000]!, 1);
  const factor = median(result.cpu) / atMillion;
  return `2M: ${fmtMs(median(result.cpu))} ms, ×${factor.toFixed(1)} per ×2 (${factor > 3 ? 'quadratic' : 'linear'})`;
}

const fmtMs = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2);

async function main() {
  const inputs = new Map<number, Input>();
  for (const size of SIZES) {
    const text = prose(size);
    inputs.set(size, await inputOf(text));
  }
  const [cpus, load] = [
    (await import('node:os')).availableParallelism(),
    (await import('node:os')).loadavg(),
  ];
  console.log(
    `Growth of every text path, ${SIZES.map((s) => s.toLocaleString('en-US')).join(' / ')} characters of prose; ` +
      `median CPU ms of ${SIZES.map((s) => RUNS[s]).join('/')} samples after one warm-up, a sample repeating a fast call to 20 ms (wall ms in brackets); ` +
      `×N = growth per ×10 of input, ! above ×${FLAG_ABOVE}. ${cpus} cores, load ${load.map((l) => l.toFixed(1)).join(' ')}.`,
  );
  const flagged: string[] = [];
  for (const path of PATHS) {
    if (only && !only.some((part) => path.name.includes(part))) continue;
    const cells: string[] = [];
    const growth: string[] = [];
    let previous: number | undefined;
    let heapMb = 0;
    for (const size of SIZES) {
      if (path.capChars && size > path.capChars) break;
      const input = inputs.get(size)!;
      // Two first calls warm the path up and say how many calls make one sample; a path that
      // took a tenth of a second at 100k runs cold at 1M rather than spend seconds more.
      const warm = size < 1_000_000 || (previous ?? 0) < 100;
      const reps = warm ? await repetitions(path, input) : 1;
      const result = await measure(path, input, RUNS[size]!, reps);
      const cpu = median(result.cpu);
      cells.push(`${fmtMs(cpu)} (${fmtMs(median(result.wall))})`);
      heapMb = result.heapMb;
      if (previous !== undefined) {
        const factor = cpu / previous;
        // Under FLOOR_MS a call is mostly the clock's and the machine's noise, not the path's.
        const floor = previous < FLOOR_MS;
        const flag = factor > FLAG_ABOVE && !floor ? '!' : '';
        if (flag)
          flagged.push(`${path.name} at ${size.toLocaleString('en-US')}: ×${factor.toFixed(1)}`);
        growth.push(`×${factor.toFixed(1)}${flag}${floor ? ' (floor)' : ''}`);
      }
      previous = cpu;
    }
    const topFlagged = flagged.at(-1)?.startsWith(`${path.name} at 1,000,000`);
    if (topFlagged) growth.push(`then ${await confirmAtTwoMillion(path, previous!)}`);
    console.log(`\n${path.name}${path.note ? ` — ${path.note}` : ''}`);
    console.log(`  ms:     ${cells.join('  |  ')}`);
    console.log(`  growth: ${growth.join('  ')}`);
    console.log(`  heap left by one call at the largest size: ${heapMb.toFixed(1)} MB`);
  }
  console.log(
    flagged.length
      ? `\nAbove ×${FLAG_ABOVE} per ×10: ${flagged.join('; ')}`
      : `\nNo path grows above ×${FLAG_ABOVE} per ×10.`,
  );
}

await main();
// Harper's linter and the PDF writers may hold handles open; the figures are printed.
process.exit(0);
