import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

// One server for the file: each test is its own browser, so sessions keep them apart.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('provider keys entered in Settings', () => {
  it('are reflected at once in the status of that browser session only', async () => {
    const alice = createBrowser(server.url);
    const bob = createBrowser(server.url);

    const saved = await alice('/api/keys', postJson({ OPENAI_API_KEY: 'sk-alice-secret' }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ configured: ['OPENAI_API_KEY'] });

    const aliceStatus = await (await alice('/api/status')).json();
    expect(aliceStatus.services.openai).toBe(true);
    expect(aliceStatus.connected).toBe(true);

    const bobStatus = await (await bob('/api/status')).json();
    expect(bobStatus.services.openai).toBe(false);
    expect(bobStatus.connected).toBe(false);
  });

  it('are never sent back to the browser, and never logged', async () => {
    const browser = createBrowser(server.url);
    const secret = 'sk-never-shown-0123456789';
    const saved = await browser('/api/keys', postJson({ DEEPSEEK_API_KEY: secret }));
    expect(await saved.text()).not.toContain(secret);
    const listed = await browser('/api/keys');
    const text = await listed.text();
    expect(JSON.parse(text)).toEqual({ configured: ['DEEPSEEK_API_KEY'] });
    expect(text).not.toContain(secret);
    expect(server.logs()).not.toContain(secret);
  });

  it('are stored sealed: the database holds no key in clear', async () => {
    const browser = createBrowser(server.url);
    const secret = 'sk-sealed-at-rest-987654';
    await browser('/api/keys', postJson({ ANTHROPIC_API_KEY: secret }));
    const { sessionKeys } = await import('../../db/schema');
    const rows = await server.app.redraft.db.select().from(sessionKeys);
    const anthropic = rows.filter((row) => row.name === 'ANTHROPIC_API_KEY');
    expect(anthropic.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.secret.toString('latin1')).not.toContain(secret);
  });

  it('can be replaced and removed with an empty value', async () => {
    const browser = createBrowser(server.url);
    await browser('/api/keys', postJson({ OPENAI_API_KEY: 'one', PERPLEXITY_API_KEY: 'two' }));
    await browser('/api/keys', postJson({ OPENAI_API_KEY: 'three' }));
    const removed = await browser('/api/keys', postJson({ PERPLEXITY_API_KEY: '' }));
    expect(await removed.json()).toEqual({ configured: ['OPENAI_API_KEY'] });
    const status = await (await browser('/api/status')).json();
    expect(status.services.perplexity).toBe(false);
    expect(status.services.openai).toBe(true);
  });

  it('refuses names outside the catalogue and values that are not strings', async () => {
    const browser = createBrowser(server.url);
    const unknown = await browser('/api/keys', postJson({ OPENAI_KEY: 'x' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown key: OPENAI_KEY' });
    const wrongType = await browser('/api/keys', postJson({ OPENAI_API_KEY: 42 }));
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).message).toMatch(/^OPENAI_API_KEY: .*expected string/);
    const notRecord = await browser('/api/keys', postJson(['OPENAI_API_KEY']));
    expect(notRecord.status).toBe(400);
  });

  it('lists nothing for a browser that never saved a key, without creating a session', async () => {
    const response = await fetch(`${server.url}/api/keys`);
    expect(await response.json()).toEqual({ configured: [] });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
