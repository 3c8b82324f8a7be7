// Idle memory: the built server (`node dist/server/index.js`, as `npm start` runs it) against a
// bare Fastify app answering the same route, each in its own process. RSS (VmRSS) is read 3 s
// after the first GET /api/status. Redraft is measured twice: on a fresh data directory (its
// first start, which creates the PGlite database) and started again on that directory.
// Rounds are interleaved; medians with min–max.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './stats';

const ROUNDS = 3;
const IDLE_MS = 3000;
const PORT = 5470;

/** A bare Fastify app answering GET /api/status, run by plain node (no tsx in its memory). */
const BARE_APP = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/status', async () => ({ connected: false }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function idleRss(child: ChildProcess): Promise<number> {
  const url = `http://127.0.0.1:${PORT}/api/status`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (attempt > 1200) throw new Error('the server did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return rssMb(child.pid!);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

function bare() {
  return spawn(process.execPath, ['--input-type=module', '-e', BARE_APP], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function redraft(dataDir: string) {
  return spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const results: Record<'bare' | 'fresh' | 'restart', number[]> = {
  bare: [],
  fresh: [],
  restart: [],
};
for (let round = 0; round < ROUNDS; round++) {
  results.bare.push(await idleRss(bare()));
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-idle-'));
  try {
    results.fresh.push(await idleRss(redraft(dataDir)));
    results.restart.push(await idleRss(redraft(dataDir)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const line = (label: string, values: number[]) =>
  `  ${label.padEnd(44)} ${median(values).toFixed(0).padStart(4)} MB (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}), ${(median(values) / median(results.bare)).toFixed(1)}x bare`;
console.log(
  `Idle memory (RSS ${IDLE_MS / 1000} s after the first GET /api/status), median of ${ROUNDS} interleaved rounds (min–max):`,
);
console.log(line('bare Fastify app', results.bare));
console.log(line('Redraft, first start on a fresh DATA_DIR', results.fresh));
console.log(line('Redraft, started again on that DATA_DIR', results.restart));
