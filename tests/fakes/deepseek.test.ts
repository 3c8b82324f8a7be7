// Drives the DeepSeek fake with the real @ai-sdk/deepseek client.
import { createDeepSeek } from '@ai-sdk/deepseek';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeDeepSeek, startFakeDeepSeek } from './deepseek';
import {
  apiCallErrorOf,
  collectStream,
  rejectionOf,
  SAMPLE_TEXT,
  streamFailures,
} from './test-utils';

let fake: FakeDeepSeek;
let deepseek: ReturnType<typeof createDeepSeek>;

beforeAll(async () => {
  fake = await startFakeDeepSeek();
  // No /v1: the SDK appends /chat/completions to the base URL directly.
  deepseek = createDeepSeek({ baseURL: fake.url, apiKey: fake.apiKey });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('DeepSeek fake', () => {
  it('answers generateText at /chat/completions with text, usage and cache counters', async () => {
    const result = await generateText({ model: deepseek('deepseek-chat'), prompt: SAMPLE_TEXT });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.providerMetadata?.deepseek).toMatchObject({
      promptCacheHitTokens: 0,
      promptCacheMissTokens: result.usage.inputTokens,
    });
    expect(fake.lastRequest?.path).toBe('/chat/completions');
    expect(fake.lastRequest?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('streams several deltas with usage on the final chunk (no separate usage chunk)', async () => {
    const result = streamText({ model: deepseek('deepseek-chat'), prompt: SAMPLE_TEXT });
    const collected = await collectStream(result.fullStream);

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.length).toBeGreaterThanOrEqual(3);
    expect((await result.usage).outputTokens).toBe(Math.ceil(collected.text.length / 4));
  });

  it('streams reasoning_content before the answer for deepseek-reasoner', async () => {
    const collected = await collectStream(
      streamText({ model: deepseek('deepseek-reasoner'), prompt: SAMPLE_TEXT }).fullStream,
    );
    expect(collected.reasoningText).toBe(`Thinking about: ${SAMPLE_TEXT}`);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);

    const generated = await generateText({
      model: deepseek('deepseek-reasoner'),
      prompt: SAMPLE_TEXT,
    });
    expect(generated.reasoningText).toBe(`Thinking about: ${SAMPLE_TEXT}`);
  });

  it('returns the JSON reply for structured output (json_object + schema in a system message)', async () => {
    fake.setJsonReply({ corrected: 'They are going.' });
    const schema = z.object({ corrected: z.string() });
    const generated = await generateText({
      model: deepseek('deepseek-chat'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });

    expect(generated.output).toEqual({ corrected: 'They are going.' });
    const body = fake.lastRequest?.body as {
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]?.content).toMatch(
      /^Return JSON that conforms to the following schema:/,
    );
  });

  it("rejects a wrong key with DeepSeek's 401 body", async () => {
    const wrong = createDeepSeek({ baseURL: fake.url, apiKey: 'sk-wrong-abcd' });
    const error = apiCallErrorOf(
      await rejectionOf(
        generateText({ model: wrong('deepseek-chat'), prompt: 'x', maxRetries: 0 }),
      ),
    );
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Authentication Fails, Your api key: ****abcd is invalid');
  });
});
