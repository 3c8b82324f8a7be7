// Starts the built app for the recording: a fresh PGlite directory, the provider fakes of
// tests/fakes on loopback (so Transform, HUMANIZE and Analyze stream real output with no
// keys), and nothing from the developer's environment that would change what the video shows.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ANTHROPIC_KEY, DEFAULT_DEEPSEEK_KEY, startAllFakes } from '../../tests/fakes';
import { isolatedEnv } from '../lib/isolated-env';
import { analysisAnswer, replyFor } from './demo-content';

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** Pauses between streamed pieces, so the video shows the rewrite arriving. */
const STREAM_PIECES = 12;
const PER_PIECE_MS = 350;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not answer within 60 s');
}

export async function startApp(): Promise<RunningApp> {
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('Run `npm run build` first: the tutorial records the built app.');
  }
  const fakes = await startAllFakes();
  for (const fake of [fakes.anthropic, fakes.deepseek]) {
    fake.setReply((prompt) => replyFor(prompt.lastUserText));
    fake.setJsonReply((prompt) => analysisAnswer(prompt.system) ?? { text: replyFor('') });
    fake.setChunkCount(STREAM_PIECES);
    fake.setFault({ kind: 'delay', perChunkMs: PER_PIECE_MS });
  }
  const endpoints = fakes.describe();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-tutorial-'));
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...isolatedEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Two configured models (ZHI 1 for the workspace, ZHI 3 for GPT Bypass and analysis),
      // as an operator would set them; their keys are the fakes'.
      ANTHROPIC_API_KEY: DEFAULT_ANTHROPIC_KEY,
      ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
      DEEPSEEK_API_KEY: DEFAULT_DEEPSEEK_KEY,
      DEEPSEEK_BASE_URL: endpoints.deepseek!.baseURL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fakes.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
