// The writing check's cost (issue 41): POST /api/check-writing on the production server against
// Harper alone (harper.js's LocalLinter, the same slim binary and dialect) on the same text of
// about 1,400 words. The route adds JSON, the worker thread's message passing, the paragraph
// split and the readability measures; the target is at most 1.2× Harper alone. Both are warmed
// first (Harper's start, about 2 s, is paid once by each), then timed in interleaved rounds.
import { Dialect, LocalLinter } from 'harper.js';
import { slimBinary } from 'harper.js/slimBinary';
import { startServerProcess } from './server-process';
import { median, ms } from './stats';

const ROUNDS = 15;
const TARGET_RATIO = 1.2;
const PORT = 5391;

/** About 1,400 words of plain prose in paragraphs, with a few errors to report. */
function benchText(): string {
  const paragraphs = [
    'The committee met on Tuesday to discuss the budget for the coming year. Members raised concerns about rising costs and agreed to review each department’s spending before the next meeting.',
    'Several people said the new plan was written too quickly. Others felt that it was a good start, and that the details could be settled later in the spring.',
    'In the end the chair asked for a short report from every team. The reports should recieve careful attention, because they will shape the decision.',
    'Their going to present the figures in March, when the board meets again to approve an final version of the plan.',
  ];
  const out: string[] = [];
  let words = 0;
  for (let i = 0; words < 1400; i++) {
    const paragraph = paragraphs[i % paragraphs.length]!;
    out.push(paragraph);
    words += paragraph.split(/\s+/).length;
  }
  return out.join('\n\n');
}

async function main() {
  const text = benchText();
  console.log(`${text.split(/\s+/).length} words, ${text.length} characters`);
  const linter = new LocalLinter({ binary: slimBinary, dialect: Dialect.American });
  await linter.setup();
  const config = await linter.getLintConfig();
  await linter.setLintConfig({ ...config, LongSentences: false });
  const server = await startServerProcess({}, PORT);
  try {
    const viaRoute = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/check-writing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, dialect: 'en-US' }),
      });
      if (!response.ok) throw new Error(`the route answered ${response.status}`);
      await response.json();
      return performance.now() - started;
    };
    const alone = async () => {
      const started = performance.now();
      const lints = await linter.lint(text, { language: 'plaintext' });
      // Reading each lint's fields is part of using Harper's answer.
      for (const lint of lints) lint.suggestions().map((s) => s.get_replacement_text());
      return performance.now() - started;
    };
    for (let warm = 0; warm < 3; warm++) {
      await viaRoute();
      await alone();
    }
    const route: number[] = [];
    const harper: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const a = await alone();
      const r = await viaRoute();
      harper.push(a);
      route.push(r);
      ratios.push(r / a);
    }
    const ratio = median(ratios);
    console.log(`Harper alone: median ${ms(median(harper))}`);
    console.log(`POST /api/check-writing: median ${ms(median(route))}`);
    console.log(`ratio (median of rounds): ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×)`);
    if (ratio > TARGET_RATIO) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
