import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@common': fromRoot('./common'), '@': fromRoot('./client/src') };
const INTEGRATION = '**/*.integration.test.ts';
// Several server instances on one database: PostgreSQL and Redis only (PGlite admits one
// process per data directory), so scripts/test-integration.mjs runs them in its PostgreSQL pass.
const SCALE_OUT = '**/*.scale-out.test.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    // The machine has two cores; more workers only queue.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          setupFiles: ['tests/fakes/vitest-setup.ts'],
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'tests/fakes/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [INTEGRATION, SCALE_OUT, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: [INTEGRATION],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'scale-out',
          include: [SCALE_OUT],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
