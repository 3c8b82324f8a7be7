import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../server/app';
import { type AppConfig, loadConfig } from '../../server/config';
import { createTestDatabase } from './test-database';

// The benchmarks import the database helper alone (without the server): it has a file of its own.
export { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** Everything the server logged, one JSON line each. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * Starts the real server on a random loopback port, on PGlite in memory or, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database of its own (dropped afterwards).
 * A `databaseUrl` in the overrides is used as it is (several servers on one database).
 */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const database = overrides.databaseUrl ? undefined : await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: '/nonexistent/redraft-test', LOG_LEVEL: 'info', ...env }),
    inMemoryDatabase: !database,
    databaseUrl: database?.url,
    ...overrides,
  };
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const app = await buildApp(config, { logStream: stream, ...options });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    logs: () => Buffer.concat(chunks).toString('utf8'),
    async close() {
      // A connection a client opened but never used (fetch may open a spare after an abort)
      // would hold close() for Node's 60 s header timeout; a test run has nothing to wait for.
      const closing = app.close();
      const spare = setTimeout(() => app.server.closeAllConnections(), 1000);
      await closing;
      clearTimeout(spare);
      await database?.drop();
    },
  };
}

/** A fetch that keeps cookies between calls, as one browser would. */
export function createBrowser(baseUrl: string) {
  const jar = new Map<string, string>();
  return async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, baseUrl), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return response;
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

let signUps = 0;

/**
 * A browser with a freshly registered account (a unique name unless one is given): what the
 * tests that need a signed-in caller start from.
 */
export async function signedUpBrowser(baseUrl: string, username?: string) {
  const browser = createBrowser(baseUrl);
  const name = username ?? `user-${Date.now().toString(36)}-${signUps++}`;
  const response = await browser(
    '/api/auth/register',
    postJson({ username: name, password: 'a long password' }),
  );
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  return browser;
}

/** Provider calls that fail fast: a test waits for its fake's fault, not for production's patience. */
export const FAST_AI = {
  chunkConcurrency: 3,
  maxRetries: 0,
  stallTimeoutMs: 400,
  requestTimeoutMs: 3000,
} as const;

/** A server that enforces credits, its text provider DeepSeek's fake: what each feature's credit tests start. */
export function startCreditsServer(fake: { apiKey?: string; url: string }): Promise<TestServer> {
  return startTestServer(
    { ai: FAST_AI },
    { CREDITS_ENFORCED: 'true', DEEPSEEK_API_KEY: fake.apiKey!, DEEPSEEK_BASE_URL: fake.url },
  );
}
