import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from './anthropic';

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(() => fake.close());

describe('faults keyed by a marker in the request', () => {
  it('apply only to requests that carry the marker', async () => {
    fake.setFaultWhen('MARK-1', { kind: 'status', status: 500 });
    const model = createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey })(
      'claude-sonnet-4-5',
    );
    await expect(generateText({ model, prompt: 'hello MARK-1', maxRetries: 0 })).rejects.toThrow();
    const plain = await generateText({ model, prompt: 'hello', maxRetries: 0 });
    expect(plain.text).toContain('hello');
    fake.setFaultWhen('MARK-1', null);
    await expect(
      generateText({ model, prompt: 'hello MARK-1', maxRetries: 0 }),
    ).resolves.toBeDefined();
  });
});
