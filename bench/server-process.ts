import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Whether `taskset` (util-linux) can pin a process to a core here. */
export function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The fake provider's pacing and answer, see fake-provider-process.ts. */
export interface FakeProviderSettings {
  reply: string;
  chunkCount: number;
  firstChunkMs: number;
  perChunkMs: number;
}

/** Starts the fake Anthropic API in its own process, as a real provider is. */
export async function startFakeProviderProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fake-provider-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value as string;
  const { url, apiKey } = JSON.parse(await nextLine()) as { url: string; apiKey: string };
  return {
    url,
    apiKey,
    /** Sets the answer and pacing of every later call. */
    async configure(settings: FakeProviderSettings) {
      child.stdin!.write(`${JSON.stringify(settings)}\n`);
      await nextLine();
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A bare relay in its own process: bench/minimal-relay-process.ts (node:http and the AI SDK), or
 * with `script`, another such as bench/byte-pipe-relay-process.ts.
 */
export async function startMinimalRelayProcess(
  provider: { url: string; apiKey: string },
  port: number,
  script = 'bench/minimal-relay-process.ts',
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, provider.url, provider.apiKey, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(child.stdout!, 'data');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the real server in its own process, as in production, so that the benchmark's client
 * and the server do not share one thread.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  /** Another checkout to run instead of this one (a baseline in the same run). */
  cwd = process.cwd(),
  /** Pins the server to this CPU core with taskset, when the machine has it. */
  options: { cpu?: number; startTimeoutMs?: number } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-bench-'));
  // The production bundle, as `npm start` runs it.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', cwd });
  const command =
    options.cpu !== undefined && hasTaskset()
      ? ['taskset', '-c', String(options.cpu), process.execPath, 'dist/server/index.js']
      : [process.execPath, 'dist/server/index.js'];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/status`)).ok) break;
    } catch {
      if (attempt > (options.startTimeoutMs ?? 30_000) / 100) {
        child.kill('SIGKILL');
        throw new Error('the server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    /** False once the server died (a crash the benchmark reports). */
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM; a server stuck on its event loop cannot hear it, so SIGKILL after 5 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) {
        rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A job worker alone in its own process (`npm run worker`: dist/server/worker.js), on the
 * database in `env` (PostgreSQL: PGlite admits one process). Ready once it says it started.
 * Build the bundle first (startServerProcess does).
 */
export async function startWorkerProcess(env: Record<string, string>, cwd = process.cwd()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-bench-worker-'));
  const child = spawn(process.execPath, ['dist/server/worker.js'], {
    cwd,
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  await Promise.race([
    new Promise<void>((resolve) =>
      lines.on('line', (line) => {
        if (line.includes('worker started')) resolve();
      }),
    ),
    exited.then(() => {
      throw new Error('the worker did not start');
    }),
  ]);
  return {
    pid: child.pid!,
    /** SIGTERM: running jobs end, then the process exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
