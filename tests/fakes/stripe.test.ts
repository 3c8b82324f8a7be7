// Drives the Stripe fake with the official `stripe` client, configured as the product does.
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../server/providers/stripe';
import { type FakeStripe, parseStripeForm, startFakeStripe } from './stripe';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = (await createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url }))!;
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Stripe fake', () => {
  it('creates a payment intent from the form-encoded request the SDK sends', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      metadata: { userId: 'u1', credits: '3861000' },
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.object).toBe('payment_intent');
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.amount).toBe(2500);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.metadata).toEqual({ userId: 'u1', credits: '3861000' });
    expect(fake.lastRequest?.headers['content-type']).toMatch(/x-www-form-urlencoded/);
    expect(fake.lastRequest?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(fake.intents.get(intent.id)?.automatic_payment_methods).toEqual({ enabled: true });
  });

  it("answers a wrong key and a bad request in Stripe's error format", async () => {
    const wrong = (await createStripeClient({
      secretKey: 'sk_test_wrong_123456',
      apiBase: fake.url,
    }))!;
    await expect(
      wrong.paymentIntents.create({ amount: 500, currency: 'usd' }),
    ).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(
      stripe.paymentIntents.create({ amount: 10, currency: 'usd' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      param: 'amount',
    });
  });

  it('signs webhook events that the SDK verifies, and forged ones that it refuses', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const { payload, signature } = fake.webhookEvent('payment_intent.succeeded', intent.id);
    const event = stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret);
    expect(event.type).toBe('payment_intent.succeeded');
    const object = event.data.object as Stripe.PaymentIntent;
    expect(object).toMatchObject({ id: intent.id, amount_received: 500, status: 'succeeded' });

    const forged = fake.webhookEvent('payment_intent.succeeded', intent.id, { secret: 'whsec_x' });
    expect(() =>
      stripe.webhooks.constructEvent(forged.payload, forged.signature, fake.webhookSecret),
    ).toThrow(/signature/i);
  });

  it('parses nested form keys', () => {
    expect(parseStripeForm('a=1&metadata[b]=2&x[y][z]=3')).toEqual({
      a: '1',
      metadata: { b: '2' },
      x: { y: { z: '3' } },
    });
  });
});
