import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/** A raw HTTP GET (fetch would decode the body and hide what went over the wire). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

// A built client as Vite writes it: a hashed script under assets/, precompressed by the build.
const script = `export const words = ${JSON.stringify('word '.repeat(2000))};\n`;
// Its one inline script, like the theme's, is allowed by its hash
// (docs/decisions/128-first-paint-no-wait-stylesheet-script.md).
const inlineScript = "document.documentElement.classList.toggle('dark', false);";
const page = `<!doctype html><html><head><title>Redraft</title><script>${inlineScript}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
let server: TestServer;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'redraft-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(clientDir, 'index.html'), page);
  writeFileSync(join(clientDir, 'tiny.js'), 'export {};\n');
  await precompressDir(clientDir);
  server = await startTestServer({ clientDir }, { LOG_LEVEL: 'warn' });
});

afterAll(async () => {
  await server?.close();
});

describe('the built client over HTTP', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year as immutable', async () => {
    const response = await get(`${server.url}/assets/index-AbC123.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get(`${server.url}/assets/index-AbC123.js`, {
      'accept-encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.body).toString('utf8')).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get(`${server.url}/assets/index-AbC123.js`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString('utf8')).toBe(script);
  });

  it('sends the page compressed but never cached without asking, at / and at client routes', async () => {
    for (const path of ['/', '/checkout']) {
      const response = await get(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString('utf8')).toBe(page);
    }
  });

  it('sends a file too small to compress as it is, without a long cache outside assets/', async () => {
    const response = await get(`${server.url}/tiny.js`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString('utf8')).toBe('export {};\n');
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    for (const path of ['/', '/api/status']) {
      const policy = String((await get(`${server.url}${path}`)).headers['content-security-policy']);
      const scriptSources = policy.split(';').find((part) => part.trim().startsWith('script-src'));
      expect(scriptSources).toContain(`'sha256-${hash}'`);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      // WebAssembly may compile (the writing checker), JavaScript eval may not (decision 163).
      expect(scriptSources).toContain("'wasm-unsafe-eval'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
    }
  });
});
