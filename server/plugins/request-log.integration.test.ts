import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  anthropicErrorBody,
  type FakeAnthropic,
  startFakeAnthropic,
} from '../../tests/fakes/anthropic';
import { postJson, startTestServer, type TestServer } from '../../tests/support/test-server';

let fake: FakeAnthropic;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  server = await startTestServer(
    { ai: { chunkConcurrency: 1, maxRetries: 0, stallTimeoutMs: 400, requestTimeoutMs: 800 } },
    { ANTHROPIC_API_KEY: fake.apiKey!, ANTHROPIC_BASE_URL: `${fake.url}/v1` },
  );
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** The JSON lines logged since `from` characters into the log. */
function linesSince(from: number): Array<Record<string, unknown>> {
  return server
    .logs()
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the server log', () => {
  it('writes one line per request, with method, path, status and time', async () => {
    const from = server.logs().length;
    await fetch(`${server.url}/api/keys`);
    const lines = linesSince(from).filter((line) => line.url === '/api/keys');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', statusCode: 200, msg: 'request' });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('does not log status polls at info level', async () => {
    const from = server.logs().length;
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
    await fetch(`${server.url}/api/keys`);
    expect(linesSince(from).some((line) => line.url === '/api/keys')).toBe(true);
    expect(linesSince(from).filter((line) => line.url === '/api/status')).toEqual([]);
  });

  it('logs a 5xx with its cause, and masks a key the provider quoted', async () => {
    fake.setFault({
      kind: 'status',
      status: 401,
      body: anthropicErrorBody(401, `invalid x-api-key: ${fake.apiKey}`),
    });
    const from = server.logs().length;
    const response = await fetch(`${server.url}/api/transform`, postJson({ text: 'x' }));
    fake.setFault(null);
    expect(response.status).toBe(502);
    const failed = linesSince(from).filter((line) => line.url === '/api/transform');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, statusCode: 502, msg: 'request failed' });
    const err = failed[0]!.err as {
      message: string;
      cause: { statusCode: number; message: string };
    };
    expect(err.message).toBe('Anthropic rejected the API key. Please check it in Settings.');
    expect(err.cause.statusCode).toBe(401);
    expect(err.cause.message).toContain('invalid x-api-key');
    expect(server.logs()).not.toContain(fake.apiKey!);
  });

  it("sends the AI SDK's warnings through the logger as JSON, not to the console", async () => {
    const warn = vi.spyOn(console, 'warn');
    const info = vi.spyOn(console, 'info');
    const from = server.logs().length;
    const model = createAnthropic({ apiKey: fake.apiKey!, baseURL: `${fake.url}/v1` })(
      'claude-sonnet-4-5',
    );
    // Anthropic has no seed: the SDK warns that the setting is unsupported.
    await generateText({ model, prompt: 'Hello', seed: 7, maxRetries: 0 });
    const warnings = linesSince(from).filter((line) => line.msg === 'AI SDK warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, provider: 'anthropic.messages' });
    expect(JSON.stringify(warnings[0]!.warnings)).toContain('seed');
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    warn.mockRestore();
    info.mockRestore();
  });
});
