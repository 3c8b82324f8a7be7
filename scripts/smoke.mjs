// Smoke test of the built server (dist/): starts it with the Node.js running this script, on
// a free port, with an empty data directory and no keys, and checks that each part that leans
// on the runtime answers: pages and the 404, the database (status), the offline voice
// (WebAssembly), the detector and the PDF writer (worker processes). Exits 1 on a failure.
//   node scripts/smoke.mjs            (after npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TEXT =
  'Rivers carve valleys over thousands of years. Each flood moves stones a little further, and the valley widens slowly.';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'redraft-smoke-'));
// Only what the server needs: no provider key of the caller's environment leaks in.
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const post = (path, body) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

async function waitForServer() {
  for (let i = 0; i < 720; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 180 s (a fresh PGlite runs initdb first)');
}

const checks = [
  [
    'GET / is the app',
    async () => {
      const response = await fetch(`${base}/`);
      return response.status === 200 && (await response.text()).includes('<div id="root">');
    },
  ],
  ['GET /no-such-page is 404', async () => (await fetch(`${base}/no-such-page`)).status === 404],
  [
    'GET /api/status answers',
    async () => 'services' in (await (await fetch(`${base}/api/status`)).json()),
  ],
  [
    'POST /api/tts speaks with the offline voice',
    async () => {
      const response = await post('/api/tts', { text: 'Hello.', voiceId: 'offline:en-gb' });
      return response.status === 200 && (await response.arrayBuffer()).byteLength > 1000;
    },
  ],
  [
    'POST /api/detect-ai scores locally',
    async () => {
      const response = await post('/api/detect-ai', { text: TEXT, provider: 'local' });
      const body = await response.json();
      return response.status === 200 && typeof body.probability === 'number';
    },
  ],
  [
    'POST /api/generate-document writes a PDF',
    async () => {
      const response = await post('/api/generate-document', { text: TEXT, format: 'pdf' });
      const bytes = Buffer.from(await response.arrayBuffer());
      return response.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-';
    },
  ],
];

let failed = 0;
try {
  await waitForServer();
  for (const [name, check] of checks) {
    const ok = await check().catch((error) => {
      console.error(`  ${name}: ${error.message}`);
      return false;
    });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (!ok) failed++;
  }
} catch (error) {
  console.error(`FAIL ${error.message}`);
  failed++;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `smoke test on Node ${process.version}: ${failed === 0 ? 'passed' : `${failed} failed`}`,
);
process.exit(failed === 0 ? 0 : 1);
