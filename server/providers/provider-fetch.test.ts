// providerFetch against a fake provider on loopback: what the AI SDK reads of a `fetch`
// answer (status, headers, a body that streams) is there, and what it does not cover goes to
// the global `fetch` unchanged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../tests/fakes';
import { providerFetch } from './provider-fetch';

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const messages = (stream: boolean) =>
  JSON.stringify({
    model: 'claude-sonnet-4-5',
    max_tokens: 100,
    stream,
    messages: [{ role: 'user', content: [{ type: 'text', text: 'Hello' }] }],
  });
const headers = (apiKey: string | undefined) => ({
  'content-type': 'application/json',
  'x-api-key': apiKey ?? '',
  'anthropic-version': '2023-06-01',
});

describe('providerFetch', () => {
  it('sends the JSON body and headers, and answers with the status, headers and body', async () => {
    fake.setFault({ kind: 'status', status: 429, retryAfter: 7 });
    const response = await providerFetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers: headers(fake.apiKey),
      body: messages(false),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ type: 'error' });
    expect(fake.requests[0]!.headers['x-api-key']).toBe(fake.apiKey);
    expect(fake.requests[0]!.body).toMatchObject({ max_tokens: 100 });
  });

  it('streams the body as it arrives', async () => {
    fake.setReply('one two three four');
    fake.setChunkCount(4);
    fake.setFault({ kind: 'delay', perChunkMs: 60 });
    const response = await providerFetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers: headers(fake.apiKey),
      body: messages(true),
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    // The first piece is read while the provider is still writing the rest.
    expect(first.value).toContain('message_start');
    expect(first.value).not.toContain('message_stop');
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest += next.value;
    expect(rest).toContain('message_stop');
  });

  it('rejects at once with the reason when the call was aborted before it started', async () => {
    const controller = new AbortController();
    const reason = new Error('gone');
    controller.abort(reason);
    await expect(
      providerFetch(`${fake.url}/v1/messages`, { method: 'POST', signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails like fetch when nothing listens', async () => {
    const failure = providerFetch('http://127.0.0.1:9/v1/messages', { method: 'POST' });
    await expect(failure).rejects.toThrow(TypeError);
    await expect(failure).rejects.toMatchObject({
      message: 'fetch failed',
      cause: { code: 'ECONNREFUSED' },
    });
  });

  it('hands a Request object to the global fetch', async () => {
    const request = new Request(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers: headers(fake.apiKey),
      body: messages(false),
    });
    const response = await providerFetch(request);
    expect(response.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });
});
