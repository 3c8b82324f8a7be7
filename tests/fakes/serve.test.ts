// The serve CLI as browser tests would use it: a child process that prints one JSON
// line with every fake's URL, base URL and key, and stops on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** A port that was free a moment ago, to exercise the fixed-port option. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let child: ChildProcess | undefined;

afterEach(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  child = undefined;
});

describe('serve CLI', () => {
  it('starts all fakes, honouring --<name>-port and FAKE_<NAME>_PORT, and prints their URLs as JSON', async () => {
    const [openaiPort, deepseekPort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, ['--import', 'tsx', SERVE, `--openai-port=${openaiPort}`], {
      env: { ...process.env, FAKE_DEEPSEEK_PORT: String(deepseekPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const firstLine = await new Promise<string>((resolve, reject) => {
      if (child?.stdout == null) return reject(new Error('no stdout'));
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`serve exited early with ${code}`)));
    });
    const described = JSON.parse(firstLine) as Record<
      string,
      { url: string; baseURL: string; apiKey: string | null }
    >;

    expect(Object.keys(described).sort()).toEqual([
      'anthropic',
      'assemblyai',
      'deepgram',
      'deepseek',
      'elevenlabs',
      'gladia',
      'local',
      'openai',
      'perplexity',
    ]);
    expect(described.gladia?.apiKey).toBe('gladia-fake-key-0000');
    expect(described.openai).toMatchObject({
      url: `http://127.0.0.1:${openaiPort}`,
      baseURL: `http://127.0.0.1:${openaiPort}/v1`,
    });
    expect(described.deepseek).toMatchObject({
      url: `http://127.0.0.1:${deepseekPort}`,
      baseURL: `http://127.0.0.1:${deepseekPort}`,
    });
    expect(described.local?.apiKey).toBeNull();

    const models = await fetch(`${described.openai?.baseURL}/models`, {
      headers: { authorization: `Bearer ${described.openai?.apiKey}` },
    });
    expect(models.status).toBe(200);
  });
});
