// Drives the local OpenAI-compatible fake with the real @ai-sdk/openai-compatible client.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeLocalLLM, startFakeLocalLLM } from './local-llm';
import { apiCallErrorOf, collectStream, rejectionOf, SAMPLE_TEXT } from './test-utils';

let fake: FakeLocalLLM;

beforeAll(async () => {
  fake = await startFakeLocalLLM();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const local = (options: { includeUsage?: boolean; supportsStructuredOutputs?: boolean } = {}) =>
  createOpenAICompatible({ name: 'local', baseURL: `${fake.url}/v1`, ...options });

describe('local OpenAI-compatible fake', () => {
  it('answers generateText without any API key', async () => {
    const result = await generateText({ model: local()('llama3.2:3b'), prompt: SAMPLE_TEXT });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(fake.lastRequest?.path).toBe('/v1/chat/completions');
    expect(fake.lastRequest?.headers.authorization).toBeUndefined();
  });

  it('streams several deltas; usage only arrives when the provider sets includeUsage', async () => {
    const withUsage = streamText({
      model: local({ includeUsage: true })('llama3.2:3b'),
      prompt: SAMPLE_TEXT,
    });
    const collected = await collectStream(withUsage.fullStream);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.length).toBeGreaterThanOrEqual(3);
    expect((await withUsage.usage).outputTokens).toBe(Math.ceil(collected.text.length / 4));

    const withoutUsage = streamText({ model: local()('llama3.2:3b'), prompt: SAMPLE_TEXT });
    await collectStream(withoutUsage.fullStream);
    expect((await withoutUsage.usage).outputTokens).toBeUndefined();
    expect(fake.lastRequest?.body).not.toHaveProperty('stream_options');
  });

  it('returns the JSON reply for structured output in both response_format modes', async () => {
    fake.setJsonReply({ corrected: 'They are going.' });
    const output = Output.object({ schema: z.object({ corrected: z.string() }) });

    const jsonObject = await generateText({
      model: local()('llama3.2:3b'),
      output,
      prompt: SAMPLE_TEXT,
    });
    expect(jsonObject.output).toEqual({ corrected: 'They are going.' });
    expect(fake.lastRequest?.body).toMatchObject({ response_format: { type: 'json_object' } });

    const jsonSchema = await generateText({
      model: local({ supportsStructuredOutputs: true })('llama3.2:3b'),
      output,
      prompt: SAMPLE_TEXT,
    });
    expect(jsonSchema.output).toEqual({ corrected: 'They are going.' });
    expect(fake.lastRequest?.body).toMatchObject({ response_format: { type: 'json_schema' } });
  });

  it('checks a bearer key when started with one (llama-server --api-key)', async () => {
    const guarded = await startFakeLocalLLM({ apiKey: 'local-secret' });
    try {
      const ok = createOpenAICompatible({
        name: 'local',
        baseURL: `${guarded.url}/v1`,
        apiKey: 'local-secret',
      });
      expect((await generateText({ model: ok('qwen2.5:7b'), prompt: 'hi' })).text).toBe(
        'Rewritten: hi',
      );

      const anonymous = createOpenAICompatible({ name: 'local', baseURL: `${guarded.url}/v1` });
      const error = apiCallErrorOf(
        await rejectionOf(
          generateText({ model: anonymous('qwen2.5:7b'), prompt: 'hi', maxRetries: 0 }),
        ),
      );
      expect(error.statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});
