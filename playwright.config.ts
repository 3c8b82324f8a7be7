import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5199);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built app,
 * served by tests/e2e/serve.ts on a fresh database with provider fakes on loopback.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `npx tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/status`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
