// Integration tests run on embedded PGlite, then again on PostgreSQL when DATABASE_URL is
// set (CI sets it), so both databases the product supports are exercised by the same tests.
import { spawnSync } from 'node:child_process';

function run(label, env, projects = ['integration'], filters = []) {
  console.log(`\n▶ Integration tests on ${label}`);
  const args = projects.flatMap((project) => ['--project', project]);
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...filters], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The scale-out tests start two server instances on one database and one Redis. Two processes
// cannot share a PGlite data directory, so they belong to the PostgreSQL pass alone.
const SCALE_OUT_NOTE =
  'Two-instance tests (*.scale-out.test.ts) run in the PostgreSQL pass only: PGlite admits one process per data directory, so two instances cannot share it.';

// PGlite is PostgreSQL itself (compiled to WebAssembly): SQL behaves alike on both. What differs
// is the driver, the connection pool and concurrency, so the PostgreSQL pass runs the tests of
// the parts that keep state in the database (sessions, accounts, credits, purchases, libraries,
// saved documents, keys, the anonymous caps) and the two-instance tests, not the ones that only
// read files, write documents or relay providers (docs/decisions/186-postgresql-pass-runs-the-stateful-tests.md).
// Not server/db/client.integration (it opens PGlite data directories whatever the pass: the
// same test twice) nor the writing checks (Harper, no table): only the personal dictionary
// (docs/decisions/233-ci-time-where-it-went.md).
const STATEFUL_TESTS = [
  'server/app.integration',
  'server/hardening.integration',
  'server/features/account/auth.integration',
  'server/features/checkout/',
  'server/credits/',
  'credits.integration',
  'server/features/library/',
  'server/features/settings/',
  'server/features/writing/dictionary.integration',
  'server/features/authorship/',
  'server/features/batches/',
  'server/features/text-jobs/',
  'server/features/documents/saved-documents.integration',
  'two-instances.scale-out',
  'job-queue.scale-out',
  'job-wakeup.scale-out',
];

const postgresUrl = process.env.DATABASE_URL;
run('PGlite', { DATABASE_URL: '', TEST_DATABASE_URL: '' });
console.log(`\n${SCALE_OUT_NOTE}`);
if (postgresUrl) {
  run(
    'PostgreSQL (the stateful parts), and two instances on PostgreSQL and Redis',
    {
      DATABASE_URL: '',
      TEST_DATABASE_URL: postgresUrl,
      TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    },
    ['integration', 'scale-out'],
    STATEFUL_TESTS,
  );
} else console.log('\nDATABASE_URL is not set: the PostgreSQL pass is skipped.');
