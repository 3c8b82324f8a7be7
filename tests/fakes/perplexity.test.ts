// Drives the Perplexity fake with the real @ai-sdk/perplexity client.
import { createPerplexity } from '@ai-sdk/perplexity';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_CITATIONS, type FakePerplexity, startFakePerplexity } from './perplexity';
import {
  apiCallErrorOf,
  collectStream,
  rejectionOf,
  SAMPLE_TEXT,
  streamFailures,
} from './test-utils';

let fake: FakePerplexity;
let perplexity: ReturnType<typeof createPerplexity>;

beforeAll(async () => {
  fake = await startFakePerplexity();
  perplexity = createPerplexity({ baseURL: fake.url, apiKey: fake.apiKey });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Perplexity fake', () => {
  it('answers generateText with text, usage and citations as url sources', async () => {
    const result = await generateText({ model: perplexity('sonar'), prompt: SAMPLE_TEXT });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.sources.map((s) => (s.sourceType === 'url' ? s.url : null))).toEqual(
      DEFAULT_CITATIONS,
    );
    expect(result.providerMetadata?.perplexity).toMatchObject({ usage: { numSearchQueries: 1 } });
    expect(fake.lastRequest?.path).toBe('/chat/completions');
  });

  it('streams several deltas, citations and usage', async () => {
    fake.setCitations(['https://example.net/only-source']);
    const result = streamText({ model: perplexity('sonar-pro'), prompt: SAMPLE_TEXT });
    const collected = await collectStream(result.fullStream);

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.length).toBeGreaterThanOrEqual(3);
    expect((await result.sources).map((s) => (s.sourceType === 'url' ? s.url : null))).toEqual([
      'https://example.net/only-source',
    ]);
    expect((await result.usage).outputTokens).toBe(Math.ceil(collected.text.length / 4));
    // Perplexity needs no stream_options: usage is always on the last chunk.
    expect(fake.lastRequest?.body).not.toHaveProperty('stream_options');
  });

  it('returns the JSON reply for structured output (response_format json_schema)', async () => {
    fake.setJsonReply({ corrected: 'They are going.' });
    const generated = await generateText({
      model: perplexity('sonar'),
      output: Output.object({ schema: z.object({ corrected: z.string() }) }),
      prompt: SAMPLE_TEXT,
    });
    expect(generated.output).toEqual({ corrected: 'They are going.' });
    expect(fake.lastRequest?.body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { schema: { type: 'object' } } },
    });
  });

  it('rejects a wrong key with an error whose code is the numeric status', async () => {
    const wrong = createPerplexity({ baseURL: fake.url, apiKey: 'pplx-wrong' });
    const error = apiCallErrorOf(
      await rejectionOf(generateText({ model: wrong('sonar'), prompt: 'x', maxRetries: 0 })),
    );
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Invalid API key');
    expect(JSON.parse(error.responseBody ?? '')).toMatchObject({ error: { code: 401 } });
  });
});
