import { randomUUID } from 'node:crypto';
import type { CreatePaymentIntentRequest } from '@common/checkout';
import { UNLIMITED_CREDITS } from '@common/credits';
import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { applyLedgerChange } from '../../credits/ledger';
import type { Database } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createPaymentIntent } from '../../providers/stripe';

export const CURRENCY = 'usd';
export const NOT_CONFIGURED = 'Payment system not configured';
export const PAYMENT_START_FAILED =
  'The payment provider could not start the payment. Please try again.';

/**
 * Creates the payment intent at Stripe for a package of the price list (validated by the
 * route's schema) and records it with its user, price and credits before the browser gets
 * its client secret: the webhook later credits exactly what is recorded here.
 */
export async function startPayment(
  db: Database,
  stripe: Stripe,
  userId: string,
  pkg: CreatePaymentIntentRequest,
  log: { warn(obj: object, msg: string): void },
): Promise<{ clientSecret: string }> {
  const amountCents = pkg.amount * 100;
  let intent: { id: string; clientSecret: string };
  try {
    intent = await createPaymentIntent(stripe, {
      amountCents,
      currency: CURRENCY,
      metadata: { userId, provider: pkg.provider, credits: String(pkg.credits) },
      idempotencyKey: randomUUID(),
    });
  } catch (error) {
    // Stripe's own messages can quote part of a key: log the kind of failure, not the text.
    const { type, code, statusCode } = error as {
      type?: string;
      code?: string;
      statusCode?: number;
    };
    log.warn({ stripeError: { type, code, statusCode } }, 'payment intent creation failed');
    throw new AppError(502, PAYMENT_START_FAILED);
  }
  await db.insert(paymentIntents).values({
    id: intent.id,
    userId,
    provider: pkg.provider,
    amountCents,
    currency: CURRENCY,
    credits: pkg.credits,
  });
  return { clientSecret: intent.clientSecret };
}

export type WebhookOutcome =
  | 'credited'
  | 'already credited'
  | 'unknown payment intent'
  | 'amount mismatch'
  | 'status recorded'
  | 'ignored';

/**
 * Acts on a verified Stripe event. Credits are granted on `payment_intent.succeeded` only,
 * only for an intent we recorded, only when the amount paid is the recorded price, and once
 * per intent (the ledger's idempotency key is the intent id), whatever the order or number
 * of deliveries.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (
    event.type !== 'payment_intent.succeeded' &&
    event.type !== 'payment_intent.payment_failed' &&
    event.type !== 'payment_intent.canceled'
  ) {
    return 'ignored';
  }
  const object = event.data.object as Stripe.PaymentIntent;
  const [recorded] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, object.id));
  if (!recorded) return 'unknown payment intent';

  if (event.type !== 'payment_intent.succeeded') {
    // A failure reported after the success (events arrive in any order) changes nothing.
    await db
      .update(paymentIntents)
      .set({
        status: event.type === 'payment_intent.canceled' ? 'canceled' : 'failed',
        updatedAt: new Date(),
      })
      .where(and(eq(paymentIntents.id, recorded.id), ne(paymentIntents.status, 'succeeded')));
    return 'status recorded';
  }

  const paid = object.amount_received ?? object.amount;
  if (paid !== recorded.amountCents || object.currency?.toLowerCase() !== recorded.currency) {
    return 'amount mismatch';
  }
  const result = await applyLedgerChange(db, {
    userId: recorded.userId,
    reason: 'purchase',
    reference: recorded.id,
    idempotencyKey: `payment:${recorded.id}`,
    detail: {
      provider: recorded.provider,
      amountCents: recorded.amountCents,
      credits: recorded.credits,
    },
    next: (balance) =>
      balance === UNLIMITED_CREDITS ? UNLIMITED_CREDITS : balance + recorded.credits,
    // The credit and the status commit together: a crash between them cannot leave a
    // credited payment marked `created`, nor a `succeeded` one uncredited.
    alongside: (tx) =>
      tx
        .update(paymentIntents)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(paymentIntents.id, recorded.id)),
  });
  return result.applied ? 'credited' : 'already credited';
}
