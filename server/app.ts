import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { type AttemptLimits, DEFAULT_ATTEMPT_LIMITS } from './features/account/attempt-limiter';
import { attemptLimiter } from './features/account/attempt-limiter-redis';
import { authRoutes } from './features/account/routes';
import { analysisRoutes } from './features/analysis/routes';
import { authorshipRoutes } from './features/authorship/routes';
import { batchRoutes } from './features/batches/routes';
import { BATCH_FILE_QUEUE, startBatchWorker } from './features/batches/service';
import { checkoutRoutes } from './features/checkout/routes';
import { detectionRoutes } from './features/detection/routes';
import { dictationRoutes } from './features/dictation/routes';
import { documentRoutes } from './features/documents/routes';
import { humanizerRoutes } from './features/humanizer/routes';
import { aiScorer } from './features/humanizer/service';
import { libraryRoutes } from './features/library/routes';
import { moveSessionLibraries } from './features/library/service';
import { settingsRoutes } from './features/settings/routes';
import { speechRoutes } from './features/speech/routes';
import { statusRoutes } from './features/status/routes';
import { textJobRoutes } from './features/text-jobs/routes';
import { startTextJobWorker, TEXT_JOB_QUEUE } from './features/text-jobs/service';
import { workspaceRoutes } from './features/workspace/routes';
import { writingRoutes } from './features/writing/routes';
import { startJobQueue } from './lib/job-queue';
import { openJobWakeup } from './lib/job-wakeup';
import { logAiSdkWarnings, loggerOptions } from './lib/logger';
import { closeRedis, openRedis } from './lib/redis';
import { serializerCompiler } from './lib/response-serializer';
import { createSecretBox } from './lib/secret-box';
import { resolveSessionSecret } from './lib/session-secret';
import { registerRequestTimeouts } from './lib/upload-timeouts';
import { registerOpenApi } from './openapi/plugin';
import { inlineScriptSources, registerClient } from './plugins/client';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { rateLimitOptions } from './plugins/rate-limit-options';
import { RequestLogController } from './plugins/request-log';
import { registerSameOriginGuard } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { deleteExpiredSessions } from './plugins/session-store';
import { rateLimitStore } from './plugins/shared-limits';
import { detectLocalEngines } from './providers/local-engines';

export interface BuildOptions {
  /** Requests per minute per IP address across the API. */
  rateLimitPerMinute?: number;
  /** Where logs go instead of stdout (tests read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** Login and registration attempts per IP and per username (tests lower them). */
  attemptLimits?: AttemptLimits;
}

const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** How long a stopping server lets running jobs end before it hands them back to the queue. */
const JOB_STOP_GRACE_MS = 8_000;

/** Builds the whole server, ready to listen. Closing it closes the database too. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
  const secret = resolveSessionSecret({
    sessionSecret: config.sessionSecret,
    dataDir: config.dataDir,
    persist: !config.inMemoryDatabase,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    secretBox: createSecretBox(secret),
    engines: detectLocalEngines(),
  };

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimit,
    trustProxy: Boolean(config.publicUrl),
    // The request must arrive in time (registerRequestTimeouts); answers, such as long AI
    // streams, take as long as they need.
    requestTimeout: config.requestTimeouts.requestMs,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestTimeouts(app, config.requestTimeouts);
  // Several instances share their limits through Redis (README: several instances).
  const redis = config.redis
    ? await openRedis(config.redis, app.log).catch(async (error) => {
        await handle.close();
        throw error;
      })
    : undefined;
  logAiSdkWarnings(app.log);
  // Batches' files wait as jobs in the database (pg-boss, decision 196); started before any
  // plugin, since creating its tables the first time takes a few seconds.
  const queue = await startJobQueue(
    handle.executeSql,
    config.jobs,
    app.log,
    [BATCH_FILE_QUEUE, TEXT_JOB_QUEUE],
    openJobWakeup({
      redis,
      databaseUrl: handle.kind === 'postgres' ? config.databaseUrl : undefined,
      executeSql: handle.executeSql,
      log: app.log,
    }),
  ).catch(async (error) => {
    await Promise.all([handle.close(), redis && closeRedis(redis)]);
    throw error;
  });

  app.decorate('redraft', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.bodyLimit);
  if (config.metricsEnabled) await registerMetrics(app, config);

  registerSecurityHeaders(app, securityHeaderOptions(config));
  await app.register(fastifyRateLimit, {
    ...rateLimitOptions(options.rateLimitPerMinute ?? 600),
    ...rateLimitStore(redis),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  // A visitor's library becomes the account's at sign-in: injected here, so that the account
  // feature does not import the library (which itself reads who owns what from accounts).
  await app.register(sessionPlugin, { db: handle.db, onSessionMerged: moveSessionLibraries });
  registerSameOriginGuard(app, config.publicUrl);
  // Before every route: the OpenAPI document lists the routes registered after this.
  registerOpenApi(app);
  statusRoutes(app, ctx);
  settingsRoutes(app, ctx);
  workspaceRoutes(app, ctx);
  authRoutes(app, ctx, attemptLimiter(options.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS, redis));
  await checkoutRoutes(app, ctx);
  dictationRoutes(app, ctx);
  speechRoutes(app, ctx);
  const documents = documentRoutes(app, ctx);
  const detection = detectionRoutes(app, ctx);
  libraryRoutes(app, ctx, {
    readUploadText: documents.readUploadText,
    matchStyle: detection.matchStyle,
  });
  analysisRoutes(app, ctx);
  humanizerRoutes(app, ctx, { parse: documents.parse, scoreLocally: detection.scoreLocally });
  writingRoutes(app, ctx);
  authorshipRoutes(app, ctx);
  batchRoutes(app, ctx, { queue, writeReport: detection.writeReport });
  // Humanizations' passes are scored by the same local detector as the humanizer's.
  const score = aiScorer(detection.scoreLocally);
  textJobRoutes(app, ctx, { queue, score });
  // This process works the batches' and long rewrites' and humanizations' jobs too unless WORKER=off (npm run
  // worker runs workers alone: server/worker.ts); started when the app is ready, its pools all
  // registered.
  if (config.jobs.worker) {
    app.addHook('onReady', async () =>
      startTextJobWorker({ queue, running: { ctx, log: app.log, score } }, config.jobs.concurrency),
    );
    app.addHook('onReady', async () =>
      startBatchWorker(
        { db: handle.db, queue },
        {
          db: handle.db,
          readFile: documents.readFile,
          score: detection.scoreLocally,
          log: app.log,
        },
        config.jobs.concurrency,
      ),
    );
  }
  // Before the pools and the database close: running jobs end (or are handed back) first.
  app.addHook('preClose', async () => queue.stop(JOB_STOP_GRACE_MS));
  registerHealth(app, { db: handle.db, redis });

  await registerClient(app, config.clientDir);

  const sweep = setInterval(() => {
    deleteExpiredSessions(handle.db).catch((error) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    );
  }, HOUR_MS);
  sweep.unref();
  app.addHook('onReady', async () => deleteExpiredSessions(handle.db));
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.all([handle.close(), redis && closeRedis(redis)]);
  });
  return app;
}

/** Helmet's options: the defaults with Redraft's content security policy. */
export function securityHeaderOptions(config: AppConfig) {
  return { contentSecurityPolicy: { directives: cspDirectives(config) } };
}

function cspDirectives(config: AppConfig) {
  return {
    defaultSrc: ["'self'"],
    // Stripe.js and its payment form (loaded on /checkout only) come from Stripe's origins.
    scriptSrc: [
      "'self'",
      // The writing checker compiles Harper's WebAssembly in a Web Worker
      // (docs/decisions/163-writing-checker-in-the-browser.md); no JavaScript eval is allowed.
      "'wasm-unsafe-eval'",
      ...inlineScriptSources(config.clientDir),
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Only a site served over HTTPS can ask the browser to upgrade; on http://localhost it breaks loads.
    upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
  };
}
