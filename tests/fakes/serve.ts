// CLI: start all fakes and print one JSON line describing them, e.g. for running the
// app against fakes in browser tests.
//   npx tsx tests/fakes/serve.ts --openai-port=4101 --anthropic-port=4102
//   FAKE_OPENAI_PORT=4101 FAKE_HOST=127.0.0.1 npx tsx tests/fakes/serve.ts
// Ports not given are picked by the OS. Stops on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { type AllFakesPorts, startAllFakes } from './all-fakes';

const NAMES = [
  'openai',
  'anthropic',
  'deepseek',
  'perplexity',
  'local',
  'gladia',
  'deepgram',
  'assemblyai',
  'elevenlabs',
] as const;

function parsePort(raw: string | undefined, source: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`invalid port ${JSON.stringify(raw)} from ${source}`);
  return port;
}

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    ...Object.fromEntries(NAMES.map((name) => [`${name}-port`, { type: 'string' as const }])),
  },
  strict: true,
});

const ports: AllFakesPorts = {};
for (const name of NAMES) {
  const flag = `${name}-port`;
  const envName = `FAKE_${name.toUpperCase()}_PORT`;
  const fromArg = values[flag as keyof typeof values];
  ports[name] =
    parsePort(typeof fromArg === 'string' ? fromArg : undefined, `--${flag}`) ??
    parsePort(process.env[envName], envName);
}

const fakes = await startAllFakes(ports, values.host ?? process.env.FAKE_HOST ?? '127.0.0.1');
process.stdout.write(`${JSON.stringify(fakes.describe())}\n`);

const stop = () => {
  void fakes.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
