// Drives the Anthropic fake with the real @ai-sdk/anthropic client.
import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeAnthropic, startFakeAnthropic } from './anthropic';
import {
  apiCallErrorOf,
  collectStream,
  rejectionOf,
  SAMPLE_TEXT,
  streamFailures,
} from './test-utils';

let fake: FakeAnthropic;
let anthropic: ReturnType<typeof createAnthropic>;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  anthropic = createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const schema = z.object({ corrected: z.string(), changes: z.number() });
const jsonReply = { corrected: 'They are going to the library tomorrow.', changes: 3 };

describe('Anthropic messages fake', () => {
  it('answers generateText with text and usage, and receives key, version and system prompt', async () => {
    const result = await generateText({
      model: anthropic('claude-sonnet-4-5'),
      system: 'You fix spelling.',
      prompt: SAMPLE_TEXT,
    });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.finishReason).toBe('stop');
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));

    const request = fake.lastRequest;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(fake.apiKey);
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(request?.body).toMatchObject({
      model: 'claude-sonnet-4-5',
      system: [{ type: 'text', text: 'You fix spelling.' }],
      messages: [{ role: 'user', content: [{ type: 'text', text: SAMPLE_TEXT }] }],
    });
    expect(typeof (request!.body as { max_tokens?: unknown }).max_tokens).toBe('number');
  });

  it('streams message_start / content_block_delta / message_delta events as several text deltas', async () => {
    const result = streamText({ model: anthropic('claude-sonnet-4-5'), prompt: SAMPLE_TEXT });
    const collected = await collectStream(result.fullStream);

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.length).toBeGreaterThanOrEqual(3);
    const usage = await result.usage;
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(usage.outputTokens).toBe(Math.ceil(collected.text.length / 4));
  });

  it('structured output on a native-structured-output model goes through output_config.format', async () => {
    fake.setJsonReply(jsonReply);
    const generated = await generateText({
      model: anthropic('claude-sonnet-4-5'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });

    expect(generated.output).toEqual(jsonReply);
    const body = fake.lastRequest?.body as Record<string, unknown>;
    expect(body).toMatchObject({ output_config: { format: { type: 'json_schema' } } });
    expect(body.tools).toBeUndefined();

    const streamed = streamText({
      model: anthropic('claude-sonnet-4-5'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect(await streamed.output).toEqual(jsonReply);
  });

  it('structured output on an older model goes through a forced "json" tool call', async () => {
    fake.setJsonReply(jsonReply);
    const generated = await generateText({
      model: anthropic('claude-3-haiku-20240307'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });

    expect(generated.output).toEqual(jsonReply);
    expect(fake.lastRequest?.body).toMatchObject({
      tools: [{ name: 'json' }],
      tool_choice: { type: 'any' },
    });

    const streamed = streamText({
      model: anthropic('claude-3-haiku-20240307'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect(await streamed.output).toEqual(jsonReply);
  });

  it('rejects a wrong x-api-key with the real error body', async () => {
    const wrong = createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: 'sk-ant-wrong' });
    const error = apiCallErrorOf(
      await rejectionOf(
        generateText({ model: wrong('claude-sonnet-4-5'), prompt: 'x', maxRetries: 0 }),
      ),
    );

    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('invalid x-api-key');
    expect(JSON.parse(error.responseBody ?? '')).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error' },
    });
  });

  it('requires x-api-key and anthropic-version headers, like the real API', async () => {
    const body = JSON.stringify({
      model: 'claude-sonnet-4-5',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'x' }],
    });
    const noKey = await fetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      body,
      headers: { 'anthropic-version': '2023-06-01' },
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({
      error: { message: 'x-api-key header is required' },
    });

    const noVersion = await fetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      body,
      headers: { 'x-api-key': fake.apiKey ?? '' },
    });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' },
    });
  });

  it('lists models at GET /v1/models', async () => {
    const response = await fetch(`${fake.url}/v1/models`, {
      headers: { 'x-api-key': fake.apiKey ?? '', 'anthropic-version': '2023-06-01' },
    });
    const models = (await response.json()) as {
      data: { id: string; type: string }[];
      has_more: boolean;
    };
    expect(models.has_more).toBe(false);
    expect(models.data[0]).toMatchObject({ type: 'model', id: 'claude-sonnet-4-5' });
  });
});
