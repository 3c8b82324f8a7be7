// A fake Anthropic API in a process of its own, as a real provider is: the benchmark's direct
// reader and Redraft then both reach it over a socket, and neither shares its event loop.
// Prints its URL and key as one JSON line; then each JSON line on standard input sets its
// answer and pacing (FakeProviderSettings), acknowledged with an "ok" line.
import { createInterface } from 'node:readline';
import { startFakeAnthropic } from '../tests/fakes';
import type { FakeProviderSettings } from './server-process';

const fake = await startFakeAnthropic();
process.stdout.write(`${JSON.stringify({ url: fake.url, apiKey: fake.apiKey })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const settings = JSON.parse(line) as FakeProviderSettings;
  fake.setReply(settings.reply);
  fake.setChunkCount(settings.chunkCount);
  fake.setFault({
    kind: 'delay',
    firstChunkMs: settings.firstChunkMs,
    perChunkMs: settings.perChunkMs,
  });
  process.stdout.write('ok\n');
});
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
