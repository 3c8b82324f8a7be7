// `npm run bench`: runs every bench/*.bench.ts in its own process, one after another, so
// that one benchmark's memory and JIT state never colour the next one's figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv[2];
const files = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !only || file.includes(only))
  .sort();

if (files.length === 0) {
  console.log(only ? `No benchmark matches "${only}".` : 'No benchmarks yet.');
}
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync('npx', ['tsx', join('bench', file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
