// Fake api.stripe.com: form-encoded `POST /v1/payment_intents` answered with a payment_intent
// object (with its client_secret), Stripe's error bodies and Bearer-key check; plus signed
// webhook events for the intents it created, as Stripe would deliver them.
// SDK usage: new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' }), which is what
// the product does with STRIPE_API_BASE=fake.url.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  type FakeServer,
  type HttpError,
  headerValue,
  type StartOptions,
  startFakeServer,
} from './fake-server';

export const DEFAULT_STRIPE_SECRET_KEY = 'sk_test_fake_stripe_0000';
export const DEFAULT_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_stripe_0000';
export const DEFAULT_STRIPE_WEBHOOK_SECRET = 'whsec_fake_stripe_0000';

export function stripeErrorBody(status: number, message?: string, extra: object = {}): unknown {
  const type =
    status === 402 ? 'card_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return {
    error: { type, message: message ?? `Request failed with status ${status}`, ...extra },
  };
}

const authError = (message: string): HttpError => ({
  status: 401,
  body: stripeErrorBody(401, message),
});

/** Stripe's form encoding: `metadata[userId]=x&automatic_payment_methods[enabled]=true`. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let target = result;
    for (const part of parts.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts.at(-1)!] = value;
  }
  return result;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

export interface FakeStripeOptions extends StartOptions {
  secretKey?: string;
  webhookSecret?: string;
}

export type FakeStripe = FakeServer & {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Every intent created, by id. */
  readonly intents: Map<string, FakePaymentIntent>;
  /**
   * A webhook delivery for an intent: the event's JSON and its `Stripe-Signature` header,
   * signed with the webhook secret (or another secret, to test a forgery).
   */
  webhookEvent(
    type: string,
    intentId: string,
    options?: { amountReceived?: number; secret?: string; eventId?: string; timestamp?: number },
  ): { payload: string; signature: string; eventId: string };
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? DEFAULT_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DEFAULT_STRIPE_WEBHOOK_SECRET;
  const intents = new Map<string, FakePaymentIntent>();

  const server = await startFakeServer({
    name: 'stripe',
    errorBody: (status, message) => stripeErrorBody(status, message),
    authenticate(headers) {
      const match = headerValue(headers, 'authorization')?.match(/^Bearer\s+(.+)$/i);
      if (!match?.[1]) {
        return authError(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      if (match[1] !== secretKey) {
        return authError(
          `Invalid API Key provided: ${match[1].slice(0, 8)}****${match[1].slice(-4)}`,
        );
      }
      return null;
    },
    routes: [
      {
        method: 'POST',
        path: '/v1/payment_intents',
        async handle(ctx) {
          const form = parseStripeForm(ctx.request.rawBody);
          const amount = Number(form.amount);
          if (form.amount === undefined || form.currency === undefined) {
            const param = form.amount === undefined ? 'amount' : 'currency';
            await ctx.sendJson(
              stripeErrorBody(400, `Missing required param: ${param}.`, {
                code: 'parameter_missing',
                param,
              }),
              400,
            );
            return;
          }
          if (!Number.isInteger(amount) || amount < 50) {
            await ctx.sendJson(
              stripeErrorBody(400, 'Amount must be at least $0.50 usd', {
                code: 'amount_too_small',
                param: 'amount',
              }),
              400,
            );
            return;
          }
          const intentId = id('pi');
          const automatic = form.automatic_payment_methods as { enabled?: string } | undefined;
          const intent: FakePaymentIntent = {
            id: intentId,
            object: 'payment_intent',
            amount,
            amount_received: 0,
            currency: String(form.currency).toLowerCase(),
            status: 'requires_payment_method',
            client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
            metadata: (form.metadata as Record<string, string> | undefined) ?? {},
            automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
            created: Math.floor(Date.now() / 1000),
            livemode: false,
          };
          intents.set(intentId, intent);
          await ctx.sendJson(intent);
        },
      },
    ],
  });

  function webhookEvent(
    type: string,
    intentId: string,
    eventOptions: {
      amountReceived?: number;
      secret?: string;
      eventId?: string;
      timestamp?: number;
    } = {},
  ) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no payment intent ${intentId}`);
    return signedPaymentIntentEvent(type, intent, {
      ...eventOptions,
      secret: eventOptions.secret ?? webhookSecret,
    });
  }

  return Object.assign(server, {
    secretKey,
    publishableKey: DEFAULT_STRIPE_PUBLISHABLE_KEY,
    webhookSecret,
    intents,
    webhookEvent,
  });
}

/**
 * A payment intent event as Stripe delivers it, with its `Stripe-Signature` header. Usable
 * without the fake at hand (the browser tests know the intent from the app's answer).
 */
export function signedPaymentIntentEvent(
  type: string,
  intent: Pick<FakePaymentIntent, 'id' | 'amount' | 'currency'> & Partial<FakePaymentIntent>,
  /** timestamp: the signature's time in seconds (now unless given). */
  options: { secret: string; amountReceived?: number; eventId?: string; timestamp?: number },
): { payload: string; signature: string; eventId: string } {
  const succeeded = type === 'payment_intent.succeeded';
  const object = {
    object: 'payment_intent',
    metadata: {},
    livemode: false,
    ...intent,
    status: succeeded
      ? 'succeeded'
      : type === 'payment_intent.canceled'
        ? 'canceled'
        : (intent.status ?? 'requires_payment_method'),
    amount_received: succeeded ? (options.amountReceived ?? intent.amount) : 0,
  };
  const eventId = options.eventId ?? id('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return { payload, signature, eventId };
}
