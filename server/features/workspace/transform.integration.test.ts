import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AllFakes, startAllFakes, textProviderEnv } from '../../../tests/fakes';
import { readNdjson } from '../../../tests/support/stream';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

let fakes: AllFakes;
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  fakes = await startAllFakes();
  const fast = {
    ai: { chunkConcurrency: 3, maxRetries: 1, stallTimeoutMs: 400, requestTimeoutMs: 800 },
  };
  server = await startTestServer(fast, textProviderEnv(fakes));
  // No keys at all, but the same base URLs: nothing may reach a provider from here.
  const endpoints = fakes.describe();
  bare = await startTestServer(fast, {
    ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
    OPENAI_BASE_URL: endpoints.openai!.baseURL,
  });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await fakes.close();
});
beforeEach(() => {
  for (const fake of [fakes.openai, fakes.anthropic, fakes.deepseek, fakes.perplexity, fakes.local])
    fake.reset();
});

const transform = (body: unknown, target = server) =>
  fetch(`${target.url}/api/transform`, postJson(body));
const stream = (body: unknown, init: RequestInit = {}) =>
  fetch(`${server.url}/api/transform-stream`, { ...postJson(body), ...init });

describe('POST /api/transform', () => {
  it('asks the provider to solve the assignment in homework mode, in the Academic register', async () => {
    fakes.anthropic.setReply('3x = 9, so x = 3.\n\nAnswer: x = 3');
    const response = await transform({
      text: 'Solve for x: 3x + 2 = 11.',
      preset: 'Academic',
      mode: 'homework',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).text).toBe('3x = 9, so x = 3.\n\nAnswer: x = 3');
    const sent = JSON.stringify(fakes.anthropic.requests[0]!.body);
    expect(sent).toContain('Assignment:\\nSolve for x: 3x + 2 = 11.');
    expect(sent).toMatch(/Solve this assignment\. Show your working first/);
    expect(sent).toMatch(/scholarly, self-contained/);
    // The rewrite instruction of the Academic preset must not reach the model.
    expect(sent).not.toMatch(/Rewrite the text|rewrites texts|Instructions:/);
  });

  it('rewrites with claude sonnet by default, sending the instruction and the text', async () => {
    fakes.anthropic.setReply('A clearer text.');
    const response = await transform({ text: 'my draft txt', instructions: 'Fix the spelling.' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.text).toBe('A clearer text.');
    expect(body.usage.inputTokens).toBeGreaterThan(0);
    expect(body.usage.outputTokens).toBeGreaterThan(0);
    const sent = fakes.anthropic.requests[0]!.body as { model: string; messages: unknown };
    expect(sent.model).toBe('claude-sonnet-4-5');
    expect(JSON.stringify(sent.messages)).toContain('Instructions: Fix the spelling.');
    expect(JSON.stringify(sent.messages)).toContain('my draft txt');
  });

  it.each([
    ['gpt-4o', 'openai', 'gpt-4o'],
    ['deepseek-chat', 'deepseek', 'deepseek-chat'],
    ['perplexity', 'perplexity', 'sonar'],
    ['local', 'local', 'llama3.2'],
  ] as const)('sends %s to %s as model %s', async (model, fake, providerModel) => {
    fakes[fake].setReply(`from ${fake}`);
    const body = await (await transform({ text: 'Some text.', model })).json();
    expect(body.text).toBe(`from ${fake}`);
    expect((fakes[fake].requests[0]!.body as { model: string }).model).toBe(providerModel);
  });

  it("uses 'Improve this text' when no instructions are given at all", async () => {
    await transform({ text: 'Plain.', preset: '' });
    expect(JSON.stringify(fakes.anthropic.requests[0]!.body)).toContain(
      'Instructions: Improve this text',
    );
  });

  it.each([
    [{}, 'Text is required'],
    [{ text: '' }, 'Text is required'],
    [{ text: 5 }, 'Text is required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const response = await transform(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('refuses an unknown model or transform type', async () => {
    expect((await transform({ text: 'x', model: 'gpt-9' })).status).toBe(400);
    expect((await transform({ text: 'x', transformType: 'poetry' })).status).toBe(400);
  });

  it.each([
    [
      'claude-sonnet',
      'Anthropic API key is required for Claude models. Please add it in Settings.',
    ],
    ['gpt-4o', 'OpenAI API key is required for GPT models. Please add it in Settings.'],
    ['perplexity', 'Perplexity API key is required for Llama models. Please add it in Settings.'],
    [
      'deepseek-chat',
      'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
    ],
  ])('without a key for %s says so and calls nobody', async (model, message) => {
    const response = await transform({ text: 'x', model }, bare);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message });
    expect(fakes.anthropic.requests).toHaveLength(0);
    expect(fakes.openai.requests).toHaveLength(0);
  });

  it('uses the key a user entered in Settings', async () => {
    const browser = createBrowser(bare.url);
    await browser('/api/keys', postJson({ ANTHROPIC_API_KEY: fakes.anthropic.apiKey }));
    fakes.anthropic.setReply('With your own key.');
    const response = await browser('/api/transform', postJson({ text: 'x' }));
    expect(await response.json()).toMatchObject({ text: 'With your own key.' });
    expect(fakes.anthropic.requests[0]!.headers['x-api-key']).toBe(fakes.anthropic.apiKey);
  });

  it('retries a 500 once and succeeds', async () => {
    fakes.anthropic.setFault({ kind: 'status', status: 500, times: 1, retryAfterMs: 10 });
    fakes.anthropic.setReply('Second time lucky.');
    const response = await transform({ text: 'x' });
    expect(await response.json()).toMatchObject({ text: 'Second time lucky.' });
    expect(fakes.anthropic.requests).toHaveLength(2);
  });

  it.each([
    [
      { kind: 'status', status: 429, retryAfterMs: 10 },
      503,
      'Anthropic is receiving too many requests. Please try again in a moment.',
    ],
    [
      { kind: 'status', status: 500, retryAfterMs: 10 },
      502,
      'Anthropic had a server error (500). Please try again.',
    ],
    [
      { kind: 'status', status: 401 },
      502,
      'Anthropic rejected the API key. Please check it in Settings.',
    ],
    [{ kind: 'malformed' }, 502, 'Anthropic sent a malformed response. Please try again.'],
    [{ kind: 'hang' }, 504, 'Anthropic did not answer in time. Please try again.'],
  ] as const)('turns the fault %j into a clear %i', async (fault, status, message) => {
    fakes.anthropic.setFault(fault);
    const response = await transform({ text: 'x' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(server.logs()).not.toContain(fakes.anthropic.apiKey!);
  });

  it('gives up after one retry of a 429', async () => {
    fakes.anthropic.setFault({ kind: 'status', status: 429, retryAfterMs: 10 });
    await transform({ text: 'x' });
    expect(fakes.anthropic.requests).toHaveLength(2);
  });
});

describe('POST /api/transform-stream', () => {
  it('streams chunk lines, then done with the usage', async () => {
    fakes.openai.setReply('One two three four five six seven eight.');
    fakes.openai.setChunkCount(4);
    const response = await stream({ text: 'Draft.', model: 'gpt-4o' });
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = await readNdjson(response);
    const chunks = lines.filter((line) => 'chunk' in line);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.map((line) => line.chunk).join('')).toBe(
      'One two three four five six seven eight.',
    );
    expect(lines.at(-1)).toMatchObject({ done: true, usage: { inputTokens: expect.any(Number) } });
  });

  it('answers with its status and headers while the provider is still thinking', async () => {
    // A provider that holds its first words longer than the test runs, and a server that
    // waits for them: the answer's head cannot be waiting for a chunk, or for a stall error.
    const patient = await startTestServer(
      { ai: { chunkConcurrency: 3, maxRetries: 1, stallTimeoutMs: 60_000, requestTimeoutMs: 800 } },
      textProviderEnv(fakes),
    );
    fakes.anthropic.setFault({ kind: 'delay', firstChunkMs: 60_000 });
    const controller = new AbortController();
    try {
      const response = await fetch(`${patient.url}/api/transform-stream`, {
        ...postJson({ text: 'Draft.' }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
      // The provider has the request, and has sent nothing yet.
      await expect.poll(() => fakes.anthropic.requests.length).toBe(1);
    } finally {
      controller.abort();
      await patient.close();
    }
  });

  it('answers a missing key before streaming, as plain JSON', async () => {
    const response = await fetch(
      `${bare.url}/api/transform-stream`,
      postJson({ text: 'x', model: 'gpt-4o' }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'OpenAI API key is required for GPT models. Please add it in Settings.',
    });
  });

  it('validates like the plain route', async () => {
    const response = await stream({ text: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Text is required' });
  });

  it('processes a long document chunk by chunk, in order, with progress', async () => {
    const paragraphs = Array.from(
      { length: 12 },
      (_, i) => `Paragraph ${i + 1}. ${'Lorem ipsum dolor sit amet. '.repeat(30)}`,
    );
    const text = paragraphs.join('\n\n');
    expect(text.length).toBeGreaterThan(8000);
    fakes.anthropic.setReply((prompt) => `[${/Paragraph \d+/.exec(prompt.lastUserText)?.[0]}]`);
    // Later chunks answer faster, so order is kept by the server, not by luck.
    fakes.anthropic.setFault({ kind: 'delay', firstChunkMs: 30 });
    const lines = await readNdjson(await stream({ text }));
    const output = lines
      .flatMap((line) => ('chunk' in line ? [line.chunk as string] : []))
      .join('');
    const firsts = output.split('\n\n');
    expect(firsts.length).toBe(fakes.anthropic.requests.length);
    expect(firsts.length).toBeGreaterThan(1);
    const numbers = firsts.map((part) => Number(/\d+/.exec(part)?.[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const progress = lines.flatMap((line) => ('progress' in line ? [line.progress as number] : []));
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(String(JSON.stringify(fakes.anthropic.requests[1]!.body))).toMatch(/part 2 of/);
  });

  it('retries a 500 once on a stream and streams the second answer', async () => {
    fakes.anthropic.setFault({ kind: 'status', status: 500, times: 1, retryAfterMs: 10 });
    fakes.anthropic.setReply('Second time lucky.');
    fakes.anthropic.setChunkCount(3);
    const lines = await readNdjson(await stream({ text: 'x' }));
    const text = lines.flatMap((line) => ('chunk' in line ? [line.chunk as string] : [])).join('');
    expect(text).toBe('Second time lucky.');
    expect(lines.at(-1)).toMatchObject({ done: true });
    expect(fakes.anthropic.requests).toHaveLength(2);
  });

  it('ends with an error line when the provider fails mid-way', async () => {
    fakes.anthropic.setFault({ kind: 'status', status: 500, retryAfterMs: 10 });
    const lines = await readNdjson(await stream({ text: 'x' }));
    expect(lines.at(-1)).toEqual({
      error: 'Anthropic had a server error (500). Please try again.',
    });
  });

  it('reports a malformed stream', async () => {
    fakes.anthropic.setFault({ kind: 'malformed' });
    const lines = await readNdjson(await stream({ text: 'x' }));
    expect(lines.at(-1)).toEqual({
      error: 'Anthropic sent a malformed response. Please try again.',
    });
  });

  it('gives up a stream that stalls', async () => {
    fakes.anthropic.setFault({ kind: 'delay', firstChunkMs: 2000 });
    const lines = await readNdjson(await stream({ text: 'x' }));
    expect(lines.at(-1)).toEqual({ error: 'Anthropic did not answer in time. Please try again.' });
  });

  it('aborts the provider call at once when the browser goes away', async () => {
    fakes.anthropic.setFault({ kind: 'delay', perChunkMs: 150 });
    fakes.anthropic.setChunkCount(20);
    const controller = new AbortController();
    const response = await stream({ text: 'A long answer please.' }, { signal: controller.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"chunk"');
    controller.abort();
    await expect
      .poll(() => fakes.anthropic.requests.map((r) => r.clientAborted), { timeout: 2000 })
      .toEqual([true]);
  });
});
