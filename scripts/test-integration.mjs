// Integration tests run on embedded PGlite, then again on PostgreSQL when DATABASE_URL is
// set (CI sets it), so both databases the product supports are exercised by the same tests.
import { spawnSync } from 'node:child_process';

function run(label, env, projects = ['integration']) {
  console.log(`\n▶ Integration tests on ${label}`);
  const args = projects.flatMap((project) => ['--project', project]);
  const result = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The scale-out tests start two server instances on one database and one Redis. Two processes
// cannot share a PGlite data directory, so they belong to the PostgreSQL pass alone.
const SCALE_OUT_NOTE =
  'Two-instance tests (*.scale-out.test.ts) run in the PostgreSQL pass only: PGlite admits one process per data directory, so two instances cannot share it.';

const postgresUrl = process.env.DATABASE_URL;
run('PGlite', { DATABASE_URL: '', TEST_DATABASE_URL: '' });
console.log(`\n${SCALE_OUT_NOTE}`);
if (postgresUrl) {
  run(
    'PostgreSQL, and two instances on PostgreSQL and Redis',
    {
      DATABASE_URL: '',
      TEST_DATABASE_URL: postgresUrl,
      TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    },
    ['integration', 'scale-out'],
  );
} else console.log('\nDATABASE_URL is not set: the PostgreSQL pass is skipped.');
