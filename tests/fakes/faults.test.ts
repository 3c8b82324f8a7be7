// Every injected fault, against every fake, through the real AI SDK client: each must
// surface the way a real upstream failure would (APICallError, stream error part,
// retry, abort), so app code handling these paths can be tested offline.
import { APICallError, generateText, type LanguageModel, RetryError, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openGate } from './gates';
import { type AnyFake, PROVIDER_CASES } from './provider-matrix';
import {
  apiCallErrorOf,
  collectStream,
  rejectionOf,
  SAMPLE_TEXT,
  streamFailures,
} from './test-utils';

const FULL_REPLY = `Rewritten: ${SAMPLE_TEXT}`;
const quiet = { onError: () => {} }; // streamText logs stream errors by default; the tests assert them instead

describe.each(PROVIDER_CASES)('$name fake under faults', (providerCase) => {
  let fake: AnyFake;
  let model: LanguageModel;

  beforeAll(async () => {
    fake = await providerCase.start();
    model = providerCase.model(fake);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it.each([400, 401, 429, 500])(
    'status %i fails generateText with an APICallError carrying that status',
    async (status) => {
      fake.setFault({ kind: 'status', status });
      const error = await rejectionOf(generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 0 }));

      expect(APICallError.isInstance(error)).toBe(true);
      const apiError = apiCallErrorOf(error);
      expect(apiError.statusCode).toBe(status);
      expect(apiError.isRetryable).toBe(status === 429 || status >= 500);
      expect(apiError.message.length).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('a status fault fails streamText with an error part', async () => {
    fake.setFault({ kind: 'status', status: 500 });
    const collected = await collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, maxRetries: 0, ...quiet }).fullStream,
    );

    expect(collected.text).toBe('');
    expect(collected.errors).toHaveLength(1);
    expect(apiCallErrorOf(collected.errors[0]).statusCode).toBe(500);
  });

  it('a custom error body and retry-after header reach the client', async () => {
    fake.setFault({
      kind: 'status',
      status: 429,
      retryAfter: 7,
      body: { error: { message: 'Slow down, Redraft', type: 'tokens', code: 429 } },
    });
    // Unknown paths are not routed, so they neither get nor use up the fault:
    const response = await fetch(`${fake.url}/not-an-endpoint`, { method: 'POST' });
    expect(response.status).toBe(404);

    const error = apiCallErrorOf(
      await rejectionOf(generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 0 })),
    );
    expect(error.responseHeaders?.['retry-after']).toBe('7');
    expect(JSON.parse(error.responseBody ?? '')).toEqual({
      error: { message: 'Slow down, Redraft', type: 'tokens', code: 429 },
    });
  });

  it('a status fault limited by `times` lets the SDK retries succeed (retry-after-ms honoured)', async () => {
    fake.setFault({ kind: 'status', status: 500, times: 2, retryAfterMs: 5 });
    const result = await generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 2 });

    expect(result.text).toBe(FULL_REPLY);
    expect(fake.requests).toHaveLength(3);
  });

  it('a 429 with `retry-after: 0` and times: 1 is retried by streamText too', async () => {
    fake.setFault({ kind: 'status', status: 429, times: 1, retryAfter: 0 });
    const collected = await collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, maxRetries: 1, ...quiet }).fullStream,
    );

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(FULL_REPLY);
    expect(fake.requests).toHaveLength(2);
  });

  it('a persistent retryable fault ends in RetryError after maxRetries', async () => {
    fake.setFault({ kind: 'status', status: 503, retryAfterMs: 1 });
    const error = await rejectionOf(generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 1 }));

    expect(RetryError.isInstance(error)).toBe(true);
    expect(apiCallErrorOf(error).statusCode).toBe(503);
    expect(fake.requests).toHaveLength(2);
  });

  it('a malformed stream line surfaces as an error part, and the stream goes on', async () => {
    fake.setFault({ kind: 'malformed' });
    const collected = await collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, maxRetries: 0, ...quiet }).fullStream,
    );

    expect(collected.errors).toHaveLength(1);
    expect(collected.errors[0]).toMatchObject({ name: 'AI_JSONParseError' });
    expect(collected.thrown).toBeUndefined();
    expect(collected.text).toBe(FULL_REPLY); // the broken line is inserted, no content is lost
  });

  it('a malformed non-stream body fails generateText with "Invalid JSON response"', async () => {
    fake.setFault({ kind: 'malformed' });
    const error = apiCallErrorOf(
      await rejectionOf(generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 0 })),
    );

    expect(error.message).toBe('Invalid JSON response');
    expect(error.statusCode).toBe(200);
  });

  it('a delay holds back the first chunk but the stream still completes', async () => {
    fake.setFault({ kind: 'delay', firstChunkMs: 80, perChunkMs: 5 });
    const started = Date.now();
    let firstTextAt = 0;
    const collected = await collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, ...quiet }).fullStream,
      (delta) => {
        if (firstTextAt === 0 && delta !== '') firstTextAt = Date.now();
      },
    );

    expect(collected.text).toBe(FULL_REPLY);
    expect(firstTextAt - started).toBeGreaterThanOrEqual(75);
  });

  it('a gated stream sends its first events, holds the rest, steps on as the gate lets events through, then completes', async () => {
    const gate = `gate-${providerCase.name}`;
    fake.setFault({ kind: 'gated', gate, afterEvents: 1 });
    let text = '';
    const collecting = collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, ...quiet }).fullStream,
      (delta) => {
        text += delta;
      },
    );
    // Held: nothing after the first event arrives, however long the stream waits.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(text.length).toBeLessThan(FULL_REPLY.length);
    // One more event: the stream moves on by one step and holds again.
    openGate(gate, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(text.length).toBeLessThan(FULL_REPLY.length);
    openGate(gate);
    expect((await collecting).text).toBe(FULL_REPLY);
  });

  it('a hang is ended by the client timeout, and the fake sees the client abort', async () => {
    fake.setFault({ kind: 'hang' });
    const error = await rejectionOf(
      generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 0, timeout: 100 }),
    );
    expect(error).toMatchObject({ name: 'TimeoutError' }); // a DOMException, not an APICallError

    await fake.waitForClientAbort();
    expect(fake.clientAborts).toBe(1);
    expect(fake.lastRequest?.clientAborted).toBe(true);
  });

  it('a dropped connection mid-stream surfaces as an error with partial text', async () => {
    fake.setFault({ kind: 'drop' });
    const collected = await collectStream(
      streamText({ model, prompt: SAMPLE_TEXT, maxRetries: 0, ...quiet }).fullStream,
    );

    // Not an `error` part: with every provider the fullStream iteration itself throws a
    // retryable APICallError('Failed to process successful response', cause: TypeError 'terminated').
    expect(streamFailures(collected).length).toBeGreaterThanOrEqual(1);
    expect(APICallError.isInstance(collected.thrown)).toBe(true);
    expect(collected.text.length).toBeGreaterThan(0);
    expect(collected.text.length).toBeLessThan(FULL_REPLY.length);
    expect(fake.clientAborts).toBe(0); // the server hung up, not the client
  });

  it('a dropped connection on a non-stream call fails generateText with a retryable error', async () => {
    fake.setFault({ kind: 'drop' });
    const error = apiCallErrorOf(
      await rejectionOf(generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 0 })),
    );
    expect(error.isRetryable).toBe(true);
    expect(fake.requests).toHaveLength(1);

    // ...so a single drop is invisible to the caller when retries are on.
    fake.setFault({ kind: 'drop', times: 1 });
    expect((await generateText({ model, prompt: SAMPLE_TEXT, maxRetries: 1 })).text).toBe(
      FULL_REPLY,
    );
  });

  it('aborting a stream mid-way (AbortController) is seen by the fake as a client abort', async () => {
    fake.setChunkCount(10);
    fake.setFault({ kind: 'delay', perChunkMs: 30 });
    const controller = new AbortController();
    const result = streamText({
      model,
      prompt: SAMPLE_TEXT,
      abortSignal: controller.signal,
      ...quiet,
    });
    const collected = await collectStream(result.fullStream, (delta) => {
      if (delta !== '') controller.abort();
    });

    await fake.waitForClientAbort();
    expect(fake.requests[0]?.clientAborted).toBe(true);
    expect(collected.aborted).toBe(true);
    expect(collected.text.length).toBeLessThan(FULL_REPLY.length);
  });
});
