// Integration tests run on embedded PGlite, then again on PostgreSQL when DATABASE_URL is
// set (CI sets it), so both databases the product supports are exercised by the same tests.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ Integration tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const postgresUrl = process.env.DATABASE_URL;
run('PGlite', { DATABASE_URL: '', TEST_DATABASE_URL: '' });
if (postgresUrl) run('PostgreSQL', { DATABASE_URL: '', TEST_DATABASE_URL: postgresUrl });
else console.log('\nDATABASE_URL is not set: the PostgreSQL pass is skipped.');
