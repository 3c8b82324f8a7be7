// `npm run test:bundle`: the production bundle runs with production dependencies only.
// It copies what the Dockerfile's runtime stage copies (package.json, package-lock.json, dist/,
// server/db/migrations/) into a fresh directory, installs the production dependencies there
// as the Dockerfile does (from npm's cache: --prefer-offline), checks that every installed
// package is the lock file's version, starts `node dist/server/index.js`, and exercises the
// parts that load packages at run time: the database, the client, the status, a Word upload
// parsed in a worker process, and the detector's worker. A package the built server needs
// but that sits in devDependencies fails here, not in production.
//
// `npm install --omit=dev`, not `npm ci --omit=dev`: the lock file holds this platform's
// optional binaries only (the registry mirror it was made from has no others), and npm ci
// refuses a lock without every platform's (docs/decisions/075-production-bundle-checked-in-ci.md).
// npm install keeps the
// locked versions, which the version check below confirms.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';

const RUNTIME_FILES = ['package.json', 'package-lock.json', 'dist', 'server/db/migrations'];

function step(message: string) {
  console.log(`▶ ${message}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready in 120 s');
}

/** Every production package is installed at the lock file's version, and no development one. */
function checkInstalledAsLocked(dir: string) {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dev?: boolean; optional?: boolean }>;
  };
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.dev) continue;
    const manifest = join(dir, path, 'package.json');
    if (!existsSync(manifest)) {
      if (!entry.optional) problems.push(`${path} is missing`);
      continue;
    }
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    if (version !== entry.version) problems.push(`${path} is ${version}, locked ${entry.version}`);
  }
  if (existsSync(join(dir, 'node_modules', 'vitest'))) problems.push('vitest (dev) is installed');
  if (problems.length > 0) throw new Error(`not installed as locked: ${problems.join('; ')}`);
  console.log('  ✓ every production package at its locked version, no development package');
}

async function expectOk(what: string, response: Response, check: (body: string) => boolean) {
  const body = await response.text();
  if (!response.ok || !check(body)) {
    throw new Error(`${what}: ${response.status} ${body.slice(0, 300)}`);
  }
  console.log(`  ✓ ${what}`);
}

async function exercise(url: string) {
  await expectOk('readiness', await fetch(`${url}/api/health/ready`), (body) =>
    body.includes('"ready"'),
  );
  await expectOk('the client', await fetch(`${url}/`), (body) => body.includes('<div id="root"'));
  await expectOk('status', await fetch(`${url}/api/status`), (body) => body.startsWith('{'));

  const text = 'A production bundle reads this Word document in a worker process.';
  const docx = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph(text)] }] }),
  );
  const form = new FormData();
  form.set(
    'document',
    new Blob([new Uint8Array(docx)], {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
    'bundle.docx',
  );
  await expectOk(
    'a Word upload parsed in a worker',
    await fetch(`${url}/api/extract-text`, { method: 'POST', body: form }),
    (body) => body.includes(text),
  );
  const essay = 'The committee reviewed the proposal and agreed on a schedule. '.repeat(80);
  await expectOk(
    'the local detector',
    await fetch(`${url}/api/detect-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: essay }),
    }),
    (body) => body.includes('probability') || body.includes('score'),
  );
}

if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
  step('npm run build');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const dir = mkdtempSync(join(tmpdir(), 'redraft-bundle-'));
let server: ChildProcess | undefined;
try {
  step(`copying ${RUNTIME_FILES.join(', ')} to ${dir}`);
  for (const file of RUNTIME_FILES) cpSync(file, join(dir, file), { recursive: true });

  step('npm install --omit=dev (from the npm cache)');
  const started = performance.now();
  execFileSync('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  checkInstalledAsLocked(dir);

  const port = await freePort();
  step(`node dist/server/index.js on port ${port}`);
  server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, server);
  await exercise(url);
  console.log('The production bundle runs with production dependencies only.');
} catch (error) {
  console.error(`✗ production bundle check failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
