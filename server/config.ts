import { z } from 'zod';
import { DEFAULT_REQUEST_TIMEOUTS, type RequestTimeouts } from './lib/upload-timeouts';

/** Providers whose key and base URL come from `X_API_KEY` / `X_BASE_URL` (.env.example). */
export const KEYED_PROVIDERS = [
  'OPENAI',
  'ANTHROPIC',
  'DEEPSEEK',
  'PERPLEXITY',
  'GLADIA',
  'DEEPGRAM',
  'ASSEMBLYAI',
  'ELEVENLABS',
  'GPTZERO',
] as const;
export type KeyedProvider = (typeof KEYED_PROVIDERS)[number];

export interface AiSettings {
  /** Chunks of one long document rewritten at the same time. */
  chunkConcurrency: number;
  /** A 429 or 5xx is retried this many times (with backoff) before it fails. */
  maxRetries: number;
  /** A stream that sends nothing for this long is given up. */
  stallTimeoutMs: number;
  /** Longest a whole non-streamed call may take. */
  requestTimeoutMs: number;
}

export const DEFAULT_AI_SETTINGS: AiSettings = {
  chunkConcurrency: 3,
  maxRetries: 1,
  stallTimeoutMs: 60_000,
  requestTimeoutMs: 180_000,
};

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Loopback unless told otherwise: a fresh install is not reachable from the network.
  HOST: optionalString.transform((value) => value ?? '127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  SESSION_SECRET: optionalString,
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOCAL_LLM_BASE_URL: optionalUrl,
  LOCAL_LLM_MODEL: optionalString,
  MATHPIX_APP_ID: optionalString,
  MATHPIX_APP_KEY: optionalString,
  MATHPIX_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  AI_CHUNK_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(DEFAULT_AI_SETTINGS.chunkConcurrency),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'expected a redis:// or rediss:// URL' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: optionalString.transform((value) => value ?? 'redraft:'),
  METRICS_ENABLED: z
    .enum(['true', 'false', ''], { error: 'expected true or false' })
    .optional()
    .transform((value) => value === 'true'),
  CREDITS_ENFORCED: z
    .enum(['true', 'false', ''], { error: 'expected true or false' })
    .optional()
    .transform((value) => value === 'true'),
  // `npm start` serves and works the batch queue in one process; WORKER=off serves only.
  WORKER: z
    .enum(['on', 'off', ''], { error: 'expected on or off' })
    .optional()
    .transform((value) => value !== 'off'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  // A job's lease: after this long without finishing, its worker is presumed gone (kill -9)
  // and the job is handed on at the next upkeep (decision 236).
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(300),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
});

const providerSchema = z.object({ apiKey: optionalString, baseUrl: optionalUrl });

export interface ProviderSettings {
  apiKey?: string;
  baseUrl?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under dataDir (or in memory for tests). */
  databaseUrl?: string;
  /** PGlite in memory: used by tests so that each run starts empty. */
  inMemoryDatabase?: boolean;
  sessionSecret?: string;
  publicUrl?: string;
  logLevel: string;
  providers: Record<KeyedProvider, ProviderSettings>;
  localLlm: { baseUrl?: string; model?: string };
  mathpix: { appId?: string; appKey?: string; baseUrl?: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  /** CREDITS_ENFORCED=true: AI calls of signed-in users spend credits; otherwise they are recorded only. */
  credits: { enforced: boolean };
  /**
   * REDIS_URL: the API rate limit and the sign-in attempt counters are kept there, shared by
   * every instance, under keys starting with `keyPrefix`. Unset: in this process's memory.
   */
  redis?: { url: string; keyPrefix: string };
  /** METRICS_ENABLED=true: Prometheus metrics on /metrics (server/plugins/metrics.ts). */
  metricsEnabled?: boolean;
  /** Directory of the built client; the API still runs when it is absent. */
  clientDir?: string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** How slowly a request may arrive (server/lib/upload-timeouts.ts). */
  requestTimeouts: RequestTimeouts;
  ai: AiSettings;
  /** The durable job queue (server/lib/job-queue.ts) and this process's share of its work. */
  jobs: JobSettings;
}

export interface JobSettings {
  /** Whether this process works jobs (WORKER=off: a web instance that only queues them). */
  worker: boolean;
  /** Jobs this process works at once (WORKER_CONCURRENCY). */
  concurrency: number;
  /**
   * A job whose worker vanished (kill -9) is given to another after this long (JOB_EXPIRE_SECONDS,
   * default 300): the longest one job may honestly take, since a slower one is handed on too.
   */
  expireSeconds: number;
  /** How often an idle worker looks for jobs queued by another process. */
  pollSeconds: number;
  /** How often the queue's upkeep runs, which hands expired jobs on (JOB_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  worker: true,
  concurrency: 2,
  expireSeconds: 300,
  pollSeconds: 2,
  maintenanceSeconds: 60,
};

/** Parses the environment once. An invalid value stops the start with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const providers = {} as Record<KeyedProvider, ProviderSettings>;
  for (const name of KEYED_PROVIDERS) {
    const provider = providerSchema.safeParse({
      apiKey: env[`${name}_API_KEY`],
      baseUrl: env[`${name}_BASE_URL`],
    });
    if (provider.success) providers[name] = provider.data;
    else problems.push(`${name}_BASE_URL: ${provider.error.issues[0]?.message}`);
  }
  if (parsed.success && parsed.data.REDIS_URL && !parsed.data.SESSION_SECRET) {
    // Each instance would otherwise generate its own secret, and keys saved in Settings
    // through one instance could not be opened by the others.
    problems.push(
      'SESSION_SECRET: required when REDIS_URL is set: every instance must seal saved keys with the same secret',
    );
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return {
    port: parsed.data.PORT,
    host: parsed.data.HOST,
    dataDir: parsed.data.DATA_DIR,
    databaseUrl: parsed.data.DATABASE_URL,
    sessionSecret: parsed.data.SESSION_SECRET,
    publicUrl: parsed.data.PUBLIC_URL,
    logLevel: parsed.data.LOG_LEVEL,
    providers,
    localLlm: { baseUrl: parsed.data.LOCAL_LLM_BASE_URL, model: parsed.data.LOCAL_LLM_MODEL },
    mathpix: {
      appId: parsed.data.MATHPIX_APP_ID,
      appKey: parsed.data.MATHPIX_APP_KEY,
      baseUrl: parsed.data.MATHPIX_BASE_URL,
    },
    stripe: {
      secretKey: parsed.data.STRIPE_SECRET_KEY,
      publishableKey: parsed.data.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: parsed.data.STRIPE_WEBHOOK_SECRET,
      apiBase: parsed.data.STRIPE_API_BASE,
    },
    credits: { enforced: parsed.data.CREDITS_ENFORCED },
    redis: parsed.data.REDIS_URL
      ? { url: parsed.data.REDIS_URL, keyPrefix: parsed.data.REDIS_KEY_PREFIX }
      : undefined,
    metricsEnabled: parsed.data.METRICS_ENABLED,
    bodyLimit: 2 * 1024 * 1024,
    requestTimeouts: DEFAULT_REQUEST_TIMEOUTS,
    ai: { ...DEFAULT_AI_SETTINGS, chunkConcurrency: parsed.data.AI_CHUNK_CONCURRENCY },
    jobs: {
      ...DEFAULT_JOB_SETTINGS,
      worker: parsed.data.WORKER,
      concurrency: parsed.data.WORKER_CONCURRENCY,
      expireSeconds: parsed.data.JOB_EXPIRE_SECONDS,
      maintenanceSeconds: parsed.data.JOB_MAINTENANCE_SECONDS,
    },
  };
}
