// A relay with no AI SDK at all: node:http passing the provider's own bytes through as they
// come. With the fake read directly as raw bytes beside it, the streaming bench splits what a
// relay adds into the hop itself and the SDK's parsing done again in a second process
// (docs/performance/120-relay-hop-alone-and-sdk.md). `tsx bench/byte-pipe-relay-process.ts
// <provider url> <api key> <port>`.
import { Agent, createServer, request as providerRequest } from 'node:http';
import { anthropicStreamBody } from './stream-request';

const [url, apiKey, port] = process.argv.slice(2) as [string, string, string];
const agent = new Agent({ keepAlive: true });
const target = new URL(`${url}/v1/messages`);

createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (piece: string) => {
    body += piece;
  });
  request.on('end', () => {
    const { text } = JSON.parse(body) as { text: string };
    const upstream = providerRequest(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-api-key': apiKey,
          'anthropic-version': '2023-06-01',
        },
      },
      (answer) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        answer.on('data', (piece: Buffer) => response.write(piece));
        answer.on('end', () => response.end());
      },
    );
    upstream.end(anthropicStreamBody(text));
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
