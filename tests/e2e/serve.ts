// Serves the built app for the browser tests: a fresh PGlite data directory, no provider keys
// from the developer's environment, and provider base URLs pointed at loopback fakes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv } from '../../scripts/lib/isolated-env';
import { startAllFakes, startFakeGptZero, startFakeStripe } from '../fakes';
import { controlPort, startFakeControl } from './fake-control';

const port = process.env.E2E_PORT ?? '5199';
// A second instance runs without payment keys, for the "not configured" path of checkout.
const withPayments = process.env.E2E_PAYMENTS !== 'off';
const dataDir = mkdtempSync(join(tmpdir(), 'redraft-e2e-'));

const fakes = await startAllFakes();
const endpoints = fakes.describe();
const control = await startFakeControl(fakes, controlPort(Number(port)));
// Payments go to a loopback Stripe; the browser tests sign webhooks with its default secret.
const stripe = await startFakeStripe();
// GPTZero scores in place of the local detector once a test enters its key in Settings.
const gptzero = await startFakeGptZero();

const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    ...isolatedEnv(),
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No keys: a test enters a fake's key in Settings as a user would.
    OPENAI_BASE_URL: endpoints.openai!.baseURL,
    ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
    DEEPSEEK_BASE_URL: endpoints.deepseek!.baseURL,
    PERPLEXITY_BASE_URL: endpoints.perplexity!.baseURL,
    ...(withPayments && {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    }),
    GLADIA_BASE_URL: endpoints.gladia!.baseURL,
    DEEPGRAM_BASE_URL: endpoints.deepgram!.baseURL,
    ASSEMBLYAI_BASE_URL: endpoints.assemblyai!.baseURL,
    ELEVENLABS_BASE_URL: endpoints.elevenlabs!.baseURL,
    GPTZERO_BASE_URL: gptzero.url,
  },
  stdio: 'inherit',
});

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  control.close();
  await Promise.all([fakes.close(), stripe.close(), gptzero.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
