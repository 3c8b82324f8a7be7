import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@common': fromRoot('./common'), '@': fromRoot('./client/src') };
const INTEGRATION = '**/*.integration.test.ts';

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
          exclude: [INTEGRATION, '**/node_modules/**'],
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
    ],
  },
});
