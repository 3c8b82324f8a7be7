// Drives the Chat Completions part of the OpenAI fake with the real @ai-sdk/openai
// client (`openai.chat(model)`), to prove the fake's wire format is what the SDK parses.
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeOpenAI, startFakeOpenAI } from './openai';
import {
  apiCallErrorOf,
  collectStream,
  rejectionOf,
  SAMPLE_TEXT,
  streamFailures,
} from './test-utils';

let fake: FakeOpenAI;
let openai: ReturnType<typeof createOpenAI>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  openai = createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI chat completions fake', () => {
  it('answers generateText with the default rewrite of the last user message and usage', async () => {
    const result = await generateText({
      model: openai.chat('gpt-4o-mini'),
      system: 'You fix spelling.',
      prompt: SAMPLE_TEXT,
    });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.finishReason).toBe('stop');
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.usage.totalTokens).toBe(
      (result.usage.inputTokens ?? 0) + (result.usage.outputTokens ?? 0),
    );

    const request = fake.lastRequest;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request?.body).toMatchObject({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'You fix spelling.' },
        { role: 'user', content: SAMPLE_TEXT },
      ],
    });
  });

  it('streams the reply in several chunks and reports usage from the include_usage chunk', async () => {
    const result = streamText({ model: openai.chat('gpt-4o-mini'), prompt: SAMPLE_TEXT });
    const collected = await collectStream(result.fullStream);

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.filter((d) => d !== '').length).toBeGreaterThanOrEqual(3);
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(Math.ceil(collected.text.length / 4));
    expect(fake.lastRequest?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('uses a reply set by the test, as a string or as a function of the prompt', async () => {
    fake.setReply('Fixed.');
    expect((await generateText({ model: openai.chat('gpt-4o-mini'), prompt: 'x' })).text).toBe(
      'Fixed.',
    );

    fake.setReply((prompt) => prompt.lastUserText.toUpperCase());
    expect((await generateText({ model: openai.chat('gpt-4o-mini'), prompt: 'shout' })).text).toBe(
      'SHOUT',
    );
  });

  it('splits the stream into the configured number of chunks', async () => {
    fake.setChunkCount(7);
    const collected = await collectStream(
      streamText({ model: openai.chat('gpt-4o-mini'), prompt: SAMPLE_TEXT }).fullStream,
    );
    expect(collected.textDeltas.filter((d) => d !== '')).toHaveLength(7);
  });

  it('returns the JSON reply for structured output (response_format json_schema)', async () => {
    fake.setJsonReply({ corrected: 'They are going to the library.', changes: 3 });
    const schema = z.object({ corrected: z.string(), changes: z.number() });

    const generated = await generateText({
      model: openai.chat('gpt-4o-mini'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect(generated.output).toEqual({ corrected: 'They are going to the library.', changes: 3 });
    expect(fake.lastRequest?.body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { name: 'response', strict: true } },
    });

    const streamed = streamText({
      model: openai.chat('gpt-4o-mini'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect(await streamed.output).toEqual({
      corrected: 'They are going to the library.',
      changes: 3,
    });
  });

  it('rejects a wrong key with the real 401 body, surfaced as APICallError', async () => {
    const wrong = createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: 'sk-wrong-key-1234' });
    const error = apiCallErrorOf(
      await rejectionOf(
        generateText({ model: wrong.chat('gpt-4o-mini'), prompt: 'x', maxRetries: 0 }),
      ),
    );

    expect(error.statusCode).toBe(401);
    expect(error.isRetryable).toBe(false);
    expect(error.message).toMatch(/^Incorrect API key provided: sk-\**1234\./);
    expect(JSON.parse(error.responseBody ?? '')).toMatchObject({
      error: { type: 'invalid_request_error', code: 'invalid_api_key' },
    });
  });

  it('rejects a missing key with the "didn\'t provide an API key" body', async () => {
    const response = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { message: string; code: unknown } };
    expect(body.error.message).toMatch(/^You didn't provide an API key/);
    expect(body.error.code).toBeNull();
  });

  it('validates the request like the real API (400 without messages)', async () => {
    const response = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: "Missing required parameter: 'messages'.", type: 'invalid_request_error' },
    });
  });

  it('lists models at GET /v1/models and 404s unknown paths in the OpenAI error shape', async () => {
    const headers = { authorization: `Bearer ${fake.apiKey}` };
    const models = (await (await fetch(`${fake.url}/v1/models`, { headers })).json()) as {
      object: string;
      data: { id: string }[];
    };
    expect(models.object).toBe('list');
    expect(models.data.map((m) => m.id)).toContain('gpt-4o-mini');

    const missing = await fetch(`${fake.url}/v1/nope`, { method: 'POST', headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { message: 'Invalid URL (POST /v1/nope)' },
    });
  });
});
