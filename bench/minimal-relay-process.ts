// The least any relay in a process of its own does: node:http, the AI SDK reading the provider,
// one ndjson line per piece; no framework, hooks, validation, session or credits. The streaming
// bench runs it beside Redraft to show what the hop itself costs
// (docs/performance/111-relay-hop-and-redraft-share.md).
// `tsx bench/minimal-relay-process.ts <provider url> <api key> <port>`; prints `ready`.
import { createServer } from 'node:http';
import { createAnthropic } from '@ai-sdk/anthropic';
import { streamText } from 'ai';

const [url, apiKey, port] = process.argv.slice(2) as [string, string, string];
const model = createAnthropic({ apiKey, baseURL: `${url}/v1` })('claude-sonnet-4-5');

createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (piece: string) => {
    body += piece;
  });
  request.on('end', async () => {
    const { text } = JSON.parse(body) as { text: string };
    const result = streamText({ model, prompt: text, maxRetries: 0 });
    response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') response.write(`${JSON.stringify({ chunk: part.text })}\n`);
    }
    response.end(`${JSON.stringify({ done: true })}\n`);
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
