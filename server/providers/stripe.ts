import type Stripe from 'stripe';
import type { AppConfig } from '../config';

export type StripeSettings = AppConfig['stripe'];

/** Card payments need all three: the secret key, the publishable key and the webhook secret. */
export function paymentsConfigured(settings: StripeSettings): boolean {
  return Boolean(settings.secretKey && settings.publishableKey && settings.webhookSecret);
}

/**
 * The official client. STRIPE_API_BASE (e.g. `http://127.0.0.1:4010`) replaces
 * https://api.stripe.com, which is how the tests reach their loopback fake. The library is
 * loaded only when payments are configured (about 20 MB of a server's idle memory otherwise).
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe | null> {
  if (!settings.secretKey) return null;
  const { default: Stripe } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The same key gives back the same intent if a retry repeats the request. */
  idempotencyKey: string;
}

export async function createPaymentIntent(stripe: Stripe, intent: NewPaymentIntent) {
  const created = await stripe.paymentIntents.create(
    {
      amount: intent.amountCents,
      currency: intent.currency,
      metadata: intent.metadata,
      automatic_payment_methods: { enabled: true },
    },
    { idempotencyKey: intent.idempotencyKey },
  );
  if (!created.client_secret) throw new Error('Stripe returned a payment intent without a secret');
  return { id: created.id, clientSecret: created.client_secret };
}

/** How far a signature's time may be from now, either way: Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies the signature over the raw body; throws when it does not match. Stripe's library
 * refuses signatures older than the tolerance but not ones dated in the future, which a
 * leaked signing secret could mint to be replayed later: those are refused here.
 */
export function verifyWebhookEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Stripe.Event {
  const event = stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
  );
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(timestamp) || timestamp - nowSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Error('Stripe webhook signature dated in the future');
  }
  return event;
}
