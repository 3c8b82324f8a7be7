import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';
import { APP_PORT, NO_PAYMENTS_PORT } from './tests/e2e/ports';

const server = (port: number, env: Record<string, string> = {}) => ({
  command: `npx tsx tests/e2e/serve.ts`,
  url: `http://127.0.0.1:${port}/api/status`,
  env: { E2E_PORT: String(port), ...env },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

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
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // A trace records every action of every test to keep the failing ones. CI's clone is thrown
    // away after the run, its traces with it, so CI does not pay for them
    // (docs/decisions/233-ci-time-where-it-went.md); a developer's run keeps them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [server(APP_PORT), server(NO_PAYMENTS_PORT, { E2E_PAYMENTS: 'off' })],
});
