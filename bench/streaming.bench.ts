// The streaming relay: how much Redraft adds between the provider and the browser.
// Baseline: the AI SDK reading the fake provider directly, in this process (what the server
// does inside). Measured: the same stream through POST /api/transform-stream over HTTP.
// Also: a long document rewritten chunk by chunk, sequentially versus concurrently.
import { createAnthropic } from '@ai-sdk/anthropic';
import { streamText } from 'ai';
import { startFakeAnthropic } from '../tests/fakes';
import { startServerProcess } from './server-process';
import { median, ms, percentile } from './stats';

const RUNS = 40;
const reply = 'word '.repeat(200).trim();

const fake = await startFakeAnthropic();
fake.setReply(reply);
fake.setChunkCount(40);
fake.setFault({ kind: 'delay', firstChunkMs: 20, perChunkMs: 2 });

function startServer(chunkConcurrency: number) {
  return startServerProcess(
    {
      ANTHROPIC_API_KEY: fake.apiKey!,
      ANTHROPIC_BASE_URL: `${fake.url}/v1`,
      AI_CHUNK_CONCURRENCY: String(chunkConcurrency),
    },
    5390 + chunkConcurrency,
  );
}

async function direct(): Promise<{ first: number; total: number }> {
  const started = performance.now();
  let first = 0;
  const model = createAnthropic({ apiKey: fake.apiKey!, baseURL: `${fake.url}/v1` })(
    'claude-sonnet-4-5',
  );
  const result = streamText({ model, prompt: 'Rewrite this.', maxRetries: 0 });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && !first) first = performance.now() - started;
  }
  return { first, total: performance.now() - started };
}

async function relayed(
  url: string,
  text = 'Rewrite this.',
): Promise<{ first: number; total: number }> {
  const started = performance.now();
  let first = 0;
  const response = await fetch(`${url}/api/transform-stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!first && value.includes('"chunk"')) first = performance.now() - started;
  }
  return { first, total: performance.now() - started };
}

const server = await startServer(3);
for (let i = 0; i < 5; i++) {
  await direct();
  await relayed(server.url);
}
const base = { first: [] as number[], total: [] as number[] };
const relay = { first: [] as number[], total: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  const a = await direct();
  const b = await relayed(server.url);
  base.first.push(a.first);
  base.total.push(a.total);
  relay.first.push(b.first);
  relay.total.push(b.total);
}
const firstAdded = median(relay.first) - median(base.first);
const totalAdded = median(relay.total) - median(base.total);
console.log(`Streaming relay, ${RUNS} runs of a ${reply.length}-character answer in 40 pieces:`);
console.log(
  `  first chunk: direct ${ms(median(base.first))}, through Redraft ${ms(median(relay.first))} (median); added ${ms(firstAdded)} (target < 5 ms); p90 added ${ms(percentile(relay.first, 90) - percentile(base.first, 90))}`,
);
console.log(
  `  total:       direct ${ms(median(base.total))}, through Redraft ${ms(median(relay.total))} (median); added ${ms(totalAdded)} = ${((totalAdded / median(base.total)) * 100).toFixed(2)}% (target < 2%); ratio ${(median(relay.total) / median(base.total)).toFixed(3)}`,
);
await server.stop();

// A 12-chunk document: each chunk costs the provider ~150 ms.
fake.setChunkCount(4);
fake.setReply('Rewritten part.');
fake.setFault({ kind: 'delay', firstChunkMs: 150, perChunkMs: 5 });
const document = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i + 1}. ${'Some words to fill the paragraph. '.repeat(40)}`,
).join('\n\n');
const wall: Record<number, number[]> = { 1: [], 3: [] };
for (const concurrency of [1, 3]) {
  const chunked = await startServer(concurrency);
  for (let i = 0; i < 5; i++) wall[concurrency]!.push((await relayed(chunked.url, document)).total);
  await chunked.stop();
}
console.log(`Chunked document (${document.length} characters, 12 chunks), wall time, median of 5:`);
console.log(
  `  sequential ${ms(median(wall[1]!))}, 3 at a time ${ms(median(wall[3]!))}: ${(median(wall[1]!) / median(wall[3]!)).toFixed(2)}x faster`,
);
await fake.close();
