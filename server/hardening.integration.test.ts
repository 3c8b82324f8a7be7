import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../tests/support/test-server';

// Regressions of the hardening probe (issue 16): bad input is a 4xx with a clear message.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BOUNDARY = 'redraftboundary';

/** A multipart body written by hand, so it can be broken in the ways a client may break it. */
function rawMultipart(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return { method: 'POST', headers: { 'content-type': contentType }, body } satisfies RequestInit;
}

const part = (field: string, filename: string, content: string, type = 'text/plain') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;

const MALFORMED: [string, RequestInit][] = [
  ['no boundary', rawMultipart(part('audio', 'a.webm', 'x'), 'multipart/form-data')],
  ['garbage', rawMultipart('this is not a form at all')],
  ['cut short', rawMultipart(part('audio', 'a.webm', 'abc').slice(0, 60))],
  ['no closing boundary', rawMultipart(part('audio', 'a.webm', 'abc'))],
  [
    'a broken part header',
    rawMultipart(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  ],
  [
    'a header without end',
    rawMultipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"`),
  ],
  ['an empty body', rawMultipart('')],
];

describe('malformed multipart answers 400 on every multipart route', () => {
  for (const path of ['/api/transcribe', '/api/extract-text', '/api/ocr-extract']) {
    it.each(MALFORMED)(`${path}: %s`, async (_name, init) => {
      const response = await fetch(`${server.url}${path}`, init);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await response.json()).message).toMatch(/\w/);
    });
  }
});

describe('a NUL character', () => {
  it('in a username or password is refused with 400', async () => {
    for (const path of ['/api/auth/register', '/api/auth/login']) {
      const name = await fetch(
        `${server.url}${path}`,
        postJson({ username: 'ada\u0000', password: 'a long password' }),
      );
      expect(name.status).toBe(400);
      expect(await name.json()).toEqual({ message: 'A username cannot contain a NUL character' });
      const password = await fetch(
        `${server.url}${path}`,
        postJson({ username: 'ada', password: 'a long\u0000password' }),
      );
      expect(password.status).toBe(400);
      expect(await password.json()).toEqual({
        message: 'A password cannot contain a NUL character',
      });
    }
  });

  it('in a file name is dropped when a signed-in user keeps the upload', async () => {
    const browser = createBrowser(server.url);
    await browser(
      '/api/auth/register',
      postJson({ username: 'nul-user', password: 'a long password' }),
    );
    const response = await browser(
      '/api/extract-text',
      rawMultipart(
        `${part('document', 'notes\u0000.txt', 'Plain words here.')}--${BOUNDARY}--\r\n`,
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.documentId).toEqual(expect.any(String));
    const rows = await server.app.redraft.db.execute(
      sql`SELECT filename, content FROM documents WHERE id = ${body.documentId}`,
    );
    const row = (rows as unknown as { rows: { filename: string; content: string }[] }).rows[0]!;
    expect(row.filename).toBe('notes.txt');
    expect(row.content).not.toContain('\u0000');
  });
});

describe('Settings keys', () => {
  it.each([
    ['a space inside', 'sk-abc def'],
    ['a line break inside', 'sk-abc\ndef'],
    ['a NUL', 'sk-abc\u0000'],
    ['a letter outside ASCII', 'sk-abcé'],
    ['a curly quote', '“sk-abc”'],
  ])('refuses a key that cannot be sent in a header: %s', async (_name, value) => {
    const browser = createBrowser(server.url);
    const response = await browser('/api/keys', postJson({ OPENAI_API_KEY: value }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^OPENAI_API_KEY is not a valid key/);
    expect(await (await browser('/api/keys')).json()).toEqual({ configured: [] });
  });

  it('keeps accepting real keys, with the spaces around them trimmed, and removal', async () => {
    const browser = createBrowser(server.url);
    const saved = await browser(
      '/api/keys',
      postJson({ OPENAI_API_KEY: '  sk-proj-AbC_123-xyz.=/+  ', GLADIA_API_KEY: '' }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ configured: ['OPENAI_API_KEY'] });
  });
});

describe('failed database queries are logged without their values', () => {
  it('neither a username nor a password nor document text reaches the log', async () => {
    const db = server.app.redraft.db;
    // A real failure inside the database, on the writes that carry user data.
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'write refused for %', NEW; END $$ LANGUAGE plpgsql`);
    await db.execute(sql`
      CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_write()`);
    try {
      const response = await fetch(
        `${server.url}/api/auth/register`,
        postJson({ username: 'secret-name-4711', password: 'secret-password-4711' }),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_users ON users`);
    }
    const logs = server.logs();
    expect(logs).toContain('Database query failed');
    expect(logs).toContain('"query":"insert \\"users\\""');
    expect(logs).not.toContain('secret-name-4711');
    expect(logs).not.toContain('secret-password-4711');
    expect(logs).not.toMatch(/scrypt|\$argon|\$2b\$/);
  });
});

/** A POST with the Host and Origin a browser would send for that page (fetch cannot set Host). */
function postWithHost(url: string, host: string, origin: string) {
  const { port } = new URL(url);
  return new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({
      username: `rebind-${Math.random()}`,
      password: 'a long password',
    });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/register',
        headers: {
          host,
          origin,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the cross-origin guard and DNS rebinding', () => {
  it('refuses a page whose name points at this machine, even when Host and Origin agree', async () => {
    expect(await postWithHost(server.url, 'evil.example', 'http://evil.example')).toBe(403);
    const port = new URL(server.url).port;
    expect(
      await postWithHost(server.url, `evil.example:${port}`, `http://evil.example:${port}`),
    ).toBe(403);
  });

  it('accepts the loopback names the server is reached by, and not another local port', async () => {
    const port = new URL(server.url).port;
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      expect(await postWithHost(server.url, `${name}:${port}`, `http://${name}:${port}`)).toBe(201);
    }
    expect(await postWithHost(server.url, `localhost:${port}`, 'http://localhost:3000')).toBe(403);
  });

  it('with PUBLIC_URL accepts that origin only', async () => {
    const own = await startTestServer({ publicUrl: 'https://redraft.example' });
    try {
      const port = new URL(own.url).port;
      expect(await postWithHost(own.url, 'redraft.example', 'https://redraft.example')).toBe(201);
      expect(await postWithHost(own.url, `localhost:${port}`, `http://localhost:${port}`)).toBe(
        403,
      );
      expect(await postWithHost(own.url, 'evil.example', 'http://evil.example')).toBe(403);
    } finally {
      await own.close();
    }
  });
});
