import { SERVICE_IDS } from '@common/status';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

let server: TestServer;
afterEach(() => server?.close());

describe('GET /api/status', () => {
  it('lists every service of the availability map: only the offline OCR on a bare install', async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_IDS].sort());
    expect(body.connected).toBe(false);
    const on = Object.entries(body.services).filter(([, value]) => value === true);
    expect(on).toEqual([['tesseract', true]]);
  });

  it('reports a provider configured in the environment, and is connected with one text model', async () => {
    server = await startTestServer(
      {},
      { ANTHROPIC_API_KEY: 'sk-ant-env', GLADIA_API_KEY: 'gl-env' },
    );
    const body = await (await fetch(`${server.url}/api/status`)).json();
    expect(body.connected).toBe(true);
    expect(body.services.anthropic).toBe(true);
    expect(body.services.gladia).toBe(true);
    expect(body.services.openai).toBe(false);
  });

  it('needs both Mathpix credentials before math OCR is available', async () => {
    server = await startTestServer({}, { MATHPIX_APP_ID: 'app' });
    const browser = createBrowser(server.url);
    expect((await (await browser('/api/status')).json()).services.mathpix).toBe(false);
    await browser('/api/keys', postJson({ MATHPIX_APP_KEY: 'secret' }));
    expect((await (await browser('/api/status')).json()).services.mathpix).toBe(true);
  });

  it('counts a local model server only when both its URL and model are set', async () => {
    server = await startTestServer({}, { LOCAL_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect((await (await fetch(`${server.url}/api/status`)).json()).services.local).toBe(false);
    await server.close();
    server = await startTestServer(
      {},
      { LOCAL_LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LOCAL_LLM_MODEL: 'llama3.2' },
    );
    const body = await (await fetch(`${server.url}/api/status`)).json();
    expect(body.services.local).toBe(true);
    expect(body.connected).toBe(true);
  });
});
