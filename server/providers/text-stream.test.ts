// The relay's read of a provider (streamModelText over providerFetch) against every fake wire
// format: the answer arrives whole and counted, and each fault fails the way the SDK's own
// calls fail, so toProviderError gives the same messages as before.
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { APICallError, RetryError } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyFake, PROVIDER_CASES } from '../../tests/fakes/provider-matrix';
import { providerFetch } from './provider-fetch';
import { streamModelText, type TextStreamCall, type TextStreamUsage } from './text-stream';

const PROMPT = 'Rewrite: the cat sat on the mat.';

async function read(call: TextStreamCall) {
  const pieces: string[] = [];
  const stream = streamModelText(call);
  for (;;) {
    const next = await stream.next();
    if (next.done) return { pieces, usage: next.value as TextStreamUsage | undefined };
    pieces.push(next.value);
  }
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe.each(PROVIDER_CASES)('streamModelText on $name', (providerCase) => {
  let fake: AnyFake;
  let model: LanguageModelV3;
  const call = (overrides: Partial<TextStreamCall> = {}): TextStreamCall => ({
    model,
    system: 'You rewrite texts.',
    prompt: PROMPT,
    maxOutputTokens: 1000,
    maxRetries: 0,
    signal: new AbortController().signal,
    stallTimeoutMs: 2000,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await providerCase.start();
    model = providerCase.model(fake, providerFetch);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('yields the answer in its pieces and returns the tokens the provider counted', async () => {
    fake.setReply('One two three four five six.');
    fake.setChunkCount(3);
    const { pieces, usage } = await read(call());
    expect(pieces.join('')).toBe('One two three four five six.');
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(usage?.inputTokens).toBeGreaterThan(0);
    expect(usage?.outputTokens).toBeGreaterThan(0);
    // The system instruction and the text both reach the provider.
    expect(JSON.stringify(fake.requests[0]!.body)).toContain('You rewrite texts.');
    expect(JSON.stringify(fake.requests[0]!.body)).toContain(PROMPT);
  });

  it('sends no system instruction when there is none', async () => {
    const { pieces } = await read(call({ system: '' }));
    expect(pieces.join('').length).toBeGreaterThan(0);
    expect(JSON.stringify(fake.requests[0]!.body)).not.toMatch(
      /"role":"(system|developer)"|"system":/,
    );
  });

  it('retries a retryable refusal after the wait the provider asked for', async () => {
    fake.setFault({ kind: 'status', status: 503, times: 1, retryAfterMs: 5 });
    fake.setReply('Second time.');
    const { pieces } = await read(call({ maxRetries: 1 }));
    expect(pieces.join('')).toBe('Second time.');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the retries with the last refusal inside', async () => {
    fake.setFault({ kind: 'status', status: 429, retryAfterMs: 5 });
    const error = await failureOf(read(call({ maxRetries: 1 })));
    expect(RetryError.isInstance(error)).toBe(true);
    const last = (error as RetryError).lastError;
    expect(APICallError.isInstance(last) && last.statusCode).toBe(429);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a refused key', async () => {
    fake.setFault({ kind: 'status', status: 401 });
    const error = await failureOf(read(call({ maxRetries: 2 })));
    expect(APICallError.isInstance(error) && error.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails on a malformed stream', async () => {
    fake.setFault({ kind: 'malformed' });
    expect(await failureOf(read(call()))).toBeInstanceOf(Error);
  });

  it('fails on a connection dropped mid-way, after the pieces that came', async () => {
    fake.setReply('One two three four five six.');
    fake.setChunkCount(6);
    fake.setFault({ kind: 'drop', afterChunks: 3 });
    const pieces: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const piece of streamModelText(call())) pieces.push(piece);
      })(),
    );
    expect(error).toBeInstanceOf(Error);
    expect('One two three four five six.'.startsWith(pieces.join(''))).toBe(true);
    expect(pieces.join('')).not.toBe('One two three four five six.');
    expect(fake.clientAborts).toBe(0);
  });

  it('times out a provider that accepts the call and never answers, and hangs up', async () => {
    fake.setFault({ kind: 'hang' });
    const error = await failureOf(read(call({ stallTimeoutMs: 100 })));
    expect(error).toMatchObject({ name: 'TimeoutError' });
    await fake.waitForClientAbort();
    expect(fake.lastRequest?.clientAborted).toBe(true);
  });

  it('stops at once when the caller aborts mid-stream, and the provider sees it', async () => {
    fake.setChunkCount(10);
    fake.setFault({ kind: 'delay', perChunkMs: 40 });
    const controller = new AbortController();
    const reason = new Error('the browser left');
    const pieces: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const piece of streamModelText(call({ signal: controller.signal }))) {
          pieces.push(piece);
          if (pieces.length === 2) controller.abort(reason);
        }
      })(),
    );
    expect(error).toBe(reason);
    expect(pieces).toHaveLength(2);
    await fake.waitForClientAbort();
  });
});

describe('streamModelText without a provider', () => {
  it('fails as unreachable, retryably, when nothing listens', async () => {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const model = createAnthropic({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-test',
      fetch: providerFetch,
    })('claude-sonnet-4-5');
    const error = await failureOf(
      read({
        model,
        system: 's',
        prompt: 'p',
        maxOutputTokens: 10,
        maxRetries: 0,
        signal: new AbortController().signal,
        stallTimeoutMs: 2000,
      }),
    );
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).isRetryable).toBe(true);
    expect((error as APICallError).message).toMatch(/Cannot connect/);
  });
});
