import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { BATCH_FILE_QUEUE, startBatchWorker } from './features/batches/service';
import { createLocalScorer } from './features/detection/local-scorer';
import { createFileReader } from './features/documents/file-reader';
import { aiScorer } from './features/humanizer/service';
import { startTextJobWorker, TEXT_JOB_QUEUE } from './features/text-jobs/service';
import { startJobQueue } from './lib/job-queue';
import { openJobWakeup } from './lib/job-wakeup';
import { loggerOptions } from './lib/logger';
import { closeRedis, openRedis } from './lib/redis';
import { createSecretBox } from './lib/secret-box';
import { resolveSessionSecret } from './lib/session-secret';
import { detectLocalEngines } from './providers/local-engines';

/**
 * `npm run worker`: works the job queues (batch files, long rewrites and humanizations) without serving HTTP, beside web instances started
 * with WORKER=off (compose.yaml). Same database, same pools as the web server's own worker.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Fastify's logger (pino) with the server's options, without a server.
  const log = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secret = resolveSessionSecret({
    sessionSecret: config.sessionSecret,
    dataDir: config.dataDir,
    persist: true,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    secretBox: createSecretBox(secret),
    engines: detectLocalEngines(),
  };
  const reader = createFileReader(ctx);
  const scorer = createLocalScorer();
  // Woken by the web instances' queueing through Redis when they share one, else PostgreSQL.
  const redis = config.redis ? await openRedis(config.redis, log) : undefined;
  const queue = await startJobQueue(
    handle.executeSql,
    config.jobs,
    log,
    [BATCH_FILE_QUEUE, TEXT_JOB_QUEUE],
    openJobWakeup({
      redis,
      databaseUrl: handle.kind === 'postgres' ? config.databaseUrl : undefined,
      executeSql: handle.executeSql,
      log,
    }),
  );
  await startTextJobWorker(
    { queue, running: { ctx, log, score: aiScorer((text) => scorer.score(text)) } },
    config.jobs.concurrency,
  );
  await startBatchWorker(
    { db: handle.db, queue },
    { db: handle.db, readFile: reader.readFile, score: scorer.score, log },
    config.jobs.concurrency,
  );
  log.info({ concurrency: config.jobs.concurrency }, 'worker started');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info('worker stopping: finishing running jobs');
    await queue.stop(8_000);
    await Promise.all([reader.close(), scorer.close(), redis && closeRedis(redis)]);
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The Redraft worker could not start: ${message}\n`);
  process.exit(1);
});
