import { z } from 'zod';
import { PACKAGE_AMOUNTS, packageCredits } from './credits';
import { AI_PROVIDER_IDS } from './providers';

export const PACKAGE_MISMATCH = 'No such credit package: choose one from the price list';

/** POST /api/create-payment-intent: a package of the price list, exactly as listed. */
export const createPaymentIntentSchema = z
  .object({
    amount: z.number({ error: 'Amount is required' }),
    credits: z.number({ error: 'Credits are required' }),
    provider: z.enum(AI_PROVIDER_IDS, { error: 'Unknown provider' }),
  })
  .refine(
    (body) =>
      (PACKAGE_AMOUNTS as readonly number[]).includes(body.amount) &&
      packageCredits(body.provider, body.amount) === body.credits,
    { message: PACKAGE_MISMATCH },
  );
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** GET /api/payments/config: whether card payments work here, and Stripe's publishable key. */
export const paymentsConfigSchema = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** Where the payment provider sends the buyer back (spec). */
export const PAYMENT_RETURN_PATH = '/?payment=success';
