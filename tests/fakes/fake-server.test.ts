// The shared base without any SDK: recording, fault bookkeeping, abort signal, chunking.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from './openai';
import { defaultReply, estimateTokens, splitIntoChunks } from './reply';

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const chat = (init: { body?: string; signal?: AbortSignal } = {}) =>
  fetch(`${fake.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
    body:
      init.body ??
      JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] }),
    signal: init.signal,
  });

describe('splitIntoChunks', () => {
  it('splits at word boundaries into the requested count and joins back losslessly', () => {
    const text = '  one two three four five six seven ';
    const chunks = splitIntoChunks(text, 3);
    expect(chunks).toHaveLength(3);
    expect(chunks.join('')).toBe(text);
  });

  it('falls back to characters for text with few words, like compact JSON', () => {
    const chunks = splitIntoChunks('{"a":1,"b":2}', 4);
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe('{"a":1,"b":2}');
  });

  it('never returns more chunks than characters, and one empty chunk for empty text', () => {
    expect(splitIntoChunks('ab', 5)).toEqual(['a', 'b']);
    expect(splitIntoChunks('', 3)).toEqual(['']);
  });
});

describe('reply defaults', () => {
  it('rewrites the first 200 characters of the last user message', () => {
    const long = 'x'.repeat(300);
    expect(defaultReply({ model: 'm', system: '', messages: [], lastUserText: long })).toBe(
      `Rewritten: ${'x'.repeat(200)}`,
    );
  });

  it('estimates about four characters per token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('FakeServer base', () => {
  it('records method, path, headers and parsed JSON body (raw text when not JSON)', async () => {
    await chat();
    await chat({ body: 'not json' });

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      body: { model: 'gpt-4o-mini' },
      clientAborted: false,
    });
    expect(fake.requests[0]?.headers['content-type']).toBe('application/json');
    expect(fake.requests[1]?.body).toBe('not json');
    expect(fake.requests[1]?.rawBody).toBe('not json');
  });

  it('applies a `times` fault to the first N routed requests only', async () => {
    fake.setFault({ kind: 'status', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await chat()).status);
    expect(statuses).toEqual([500, 500, 200, 200]);
  });

  it('setFault(null) and reset() clear the fault; reset() also clears requests and reply', async () => {
    fake.setFault({ kind: 'status', status: 429 });
    fake.setReply('custom');
    expect((await chat()).status).toBe(429);
    fake.setFault(null);
    expect(
      ((await (await chat()).json()) as { choices: { message: { content: string } }[] }).choices[0]
        ?.message.content,
    ).toBe('custom');

    fake.reset();
    expect(fake.requests).toHaveLength(0);
    expect(
      ((await (await chat()).json()) as { choices: { message: { content: string } }[] }).choices[0]
        ?.message.content,
    ).toBe('Rewritten: hello');
  });

  it('counts a fetch aborted while the fake hangs as a client abort', async () => {
    fake.setFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = chat({ signal: controller.signal }).catch((error: unknown) => error);
    // Abort only once the fake has the request, as a browser cancel would.
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();

    expect(await pending).toBeInstanceOf(Error);
    await fake.waitForClientAbort();
    expect(fake.clientAborts).toBe(1);
    expect(fake.requests[0]?.clientAborted).toBe(true);
  });

  it('does not count completed responses as aborts, and waitForClientAbort times out', async () => {
    await chat();
    expect(fake.clientAborts).toBe(0);
    await expect(fake.waitForClientAbort({ timeoutMs: 50 })).rejects.toThrow(
      /expected 1 client abort/,
    );
  });

  it('serves the delay fault on non-stream responses too', async () => {
    fake.setFault({ kind: 'delay', firstChunkMs: 60 });
    const started = Date.now();
    expect((await chat()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
