// Drives the Responses API part of the OpenAI fake. `openai('model')` (no `.chat`) is
// what @ai-sdk/openai v2+ routes to POST /v1/responses.
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeOpenAI, startFakeOpenAI } from './openai';
import { collectStream, SAMPLE_TEXT, streamFailures } from './test-utils';

let fake: FakeOpenAI;
let openai: ReturnType<typeof createOpenAI>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  openai = createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI responses fake', () => {
  it('is what the default provider call uses, and returns text and usage', async () => {
    const result = await generateText({
      model: openai('gpt-4o-mini'),
      system: 'You fix spelling.',
      prompt: SAMPLE_TEXT,
    });

    expect(result.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(result.finishReason).toBe('stop');
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.response.id).toMatch(/^resp_/);

    expect(fake.lastRequest?.path).toBe('/v1/responses');
    expect(fake.lastRequest?.body).toMatchObject({
      model: 'gpt-4o-mini',
      input: [
        { role: 'system', content: 'You fix spelling.' },
        { role: 'user', content: [{ type: 'input_text', text: SAMPLE_TEXT }] },
      ],
    });
  });

  it('streams named SSE events as several text deltas, with usage from response.completed', async () => {
    const result = streamText({ model: openai.responses('gpt-4o-mini'), prompt: SAMPLE_TEXT });
    const collected = await collectStream(result.fullStream);

    expect(streamFailures(collected)).toEqual([]);
    expect(collected.text).toBe(`Rewritten: ${SAMPLE_TEXT}`);
    expect(collected.textDeltas.length).toBeGreaterThanOrEqual(3);
    expect(collected.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBe(Math.ceil(collected.text.length / 4));
    expect(fake.lastRequest?.body).toMatchObject({ stream: true });
  });

  it('returns the JSON reply when text.format asks for a json_schema', async () => {
    fake.setJsonReply((prompt) => ({
      corrected: prompt.lastUserText.replace('libary', 'library'),
    }));
    const schema = z.object({ corrected: z.string() });

    const generated = await generateText({
      model: openai('gpt-4o-mini'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect(generated.output.corrected).toContain('library');
    expect(fake.lastRequest?.body).toMatchObject({
      text: { format: { type: 'json_schema', name: 'response', strict: true } },
    });

    const streamed = streamText({
      model: openai('gpt-4o-mini'),
      output: Output.object({ schema }),
      prompt: SAMPLE_TEXT,
    });
    expect((await streamed.output).corrected).toContain('library');
  });
});
