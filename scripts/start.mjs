// `npm start`: builds the client and the server when the build is missing or older than the
// sources, then serves both on PORT (default 5000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist/client/index.html', 'dist/server/index.js', 'dist/server/worker.js'];
const SOURCES = ['client', 'common', 'server', 'package.json', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Redraft…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm run worker` (--worker): the job queue's workers alone, without the web server.
await import(
  process.argv.includes('--worker') ? '../dist/server/worker.js' : '../dist/server/index.js'
);
