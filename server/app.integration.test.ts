import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../tests/support/test-server';
import { AppError } from './lib/errors';

// Most tests share one server; those that need other settings start their own.
let shared: TestServer;
let server: TestServer | undefined;
beforeAll(async () => {
  shared = await startTestServer();
});
afterAll(() => shared.close());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('bad input answers 4xx JSON with a clear message', () => {
  it('malformed JSON', async () => {
    const response = await fetch(`${shared.url}/api/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"OPENAI_API_KEY": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('an oversized body', async () => {
    const own = await startTestServer({ bodyLimit: 1024 });
    server = own;
    const response = await fetch(
      `${own.url}/api/keys`,
      postJson({ OPENAI_API_KEY: 'x'.repeat(4096) }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/^Request body is too large/);
  });

  it('an unsupported content type', async () => {
    const response = await fetch(`${shared.url}/api/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<keys/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('an unknown route under /api/', async () => {
    const response = await fetch(`${shared.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/does-not-exist' });
  });
});

describe('errors never leak internals', () => {
  it('answers an unexpected failure with a generic 500 and logs no stack trace', async () => {
    // Routes can only be added before the app starts, so this test builds its own.
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config');
    const { PassThrough } = await import('node:stream');
    const logs: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk));
    const app = await buildApp(
      { ...loadConfig({}), inMemoryDatabase: true },
      { logStream: stream },
    );
    app.get('/api/explode', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/refuse', async () => {
      throw new AppError(409, 'That name is taken');
    });
    const explode = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(explode.statusCode).toBe(500);
    expect(explode.json()).toEqual({ message: 'Internal server error' });
    const refuse = await app.inject({ method: 'GET', url: '/api/refuse' });
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json()).toEqual({ message: 'That name is taken' });
    await app.close();
    const logged = Buffer.concat(logs).toString('utf8');
    expect(logged).toContain('database password is hunter2');
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).not.toContain('app.integration.test.ts');
  });
});

describe('security by default', () => {
  it('refuses a state-changing request from another origin', async () => {
    const response = await fetch(
      `${shared.url}/api/keys`,
      postJson({ OPENAI_API_KEY: 'sk' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
  });

  it('refuses a cross-site request that carries only Sec-Fetch-Site', async () => {
    const response = await fetch(
      `${shared.url}/api/keys`,
      postJson({ OPENAI_API_KEY: 'sk' }, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(response.status).toBe(403);
  });

  it('accepts the same origin', async () => {
    const response = await fetch(
      `${shared.url}/api/keys`,
      postJson({ OPENAI_API_KEY: 'sk' }, { origin: shared.url }),
    );
    expect(response.status).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${shared.url}/api/keys`, postJson({ OPENAI_API_KEY: 'sk' }));
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^redraft_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('sends security headers and a content security policy', async () => {
    const response = await fetch(`${shared.url}/api/status`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('sends the security headers on errors and refusals too', async () => {
    const missing = await fetch(`${shared.url}/api/no-such-route`);
    const refused = await fetch(`${shared.url}/api/keys`, {
      ...postJson({ OPENAI_API_KEY: 'sk' }),
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    });
    expect([missing.status, refused.status]).toEqual([404, 403]);
    for (const response of [missing, refused]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    }
  });

  it('rate-limits the API with a JSON 429', async () => {
    const own = await startTestServer({}, {}, { rateLimitPerMinute: 3 });
    server = own;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${own.url}/api/status`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await fetch(`${own.url}/api/status`);
    expect(await limited.json()).toEqual({ message: 'Too many requests. Please wait a moment.' });
  });
});

describe('the built client', () => {
  it('is served for client routes with 200, for unknown pages with 404, while /api stays JSON', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'redraft-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Redraft</title>');
    const own = await startTestServer({ clientDir });
    server = own;
    for (const path of ['/', '/?payment=success', '/checkout', '/tutorial']) {
      const response = await fetch(`${own.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Redraft</title>');
    }
    // The app's own not-found page, with the status that says so.
    for (const path of ['/no-such-page', '/checkout/extra', '/tutorial/', '/index.htm?x=1']) {
      const response = await fetch(`${own.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<title>Redraft</title>');
    }
    const api = await fetch(`${own.url}/api/nope`);
    expect(api.status).toBe(404);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config');
    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), inMemoryDatabase: true });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/slow', async () => {
      await held;
      return { finished: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
  });
});
