import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { clientDistDir } from './lib/paths';
import { startLine } from './lib/start-line';

// V8 drops the bytecode of functions that have not run through a few collections, and an idle
// server collects: the first request after a quiet spell then compiles its whole path again
// (about 4 ms more to a rewrite's first chunk after 6 s of quiet). Kept, it costs a few MB
// (docs/performance/111-relay-hop-and-redraft-share.md).
setFlagsFromString('--no-flush-bytecode');

/** How long in-flight requests may take to finish after SIGTERM before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Optional local configuration; the real environment wins over the file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = { ...loadConfig(), clientDir: clientDistDir };
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.warn('in-flight requests did not finish in time');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as import('node:net').AddressInfo;
  process.stdout.write(startLine({ host: config.host, port, publicUrl: config.publicUrl }));
}

main().catch((error: unknown) => {
  // A start-up failure (bad environment, database unreachable) is told plainly, without a stack.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Redraft could not start: ${message}\n`);
  process.exit(1);
});
