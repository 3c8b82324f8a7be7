import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGptZero, startFakeGptZero } from './gptzero';

let fake: FakeGptZero;
beforeAll(async () => {
  fake = await startFakeGptZero();
});
afterAll(() => fake.close());

const predict = (body: unknown, key = fake.apiKey) =>
  fetch(`${fake.url}/v2/predict/text`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fake GPTZero', () => {
  it('answers the v2 prediction shape with per-sentence scores', async () => {
    const response = await predict({ document: 'I went home. Let us delve into it.' });
    expect(response.status).toBe(200);
    const body = await response.json();
    const document = body.documents[0];
    expect(document.sentences).toEqual([
      expect.objectContaining({ sentence: 'I went home.', generated_prob: 0.08 }),
      expect.objectContaining({ sentence: 'Let us delve into it.', generated_prob: 0.95 }),
    ]);
    expect(document.completely_generated_prob).toBeCloseTo(0.515);
    expect(document.predicted_class).toBe('ai');
    expect(document.class_probabilities).toHaveProperty('human');
  });

  it('refuses a wrong key and an empty document with its {error} body', async () => {
    const refused = await predict({ document: 'x' }, 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid API key.' });
    const empty = await predict({ document: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'document is required' });
  });
});
