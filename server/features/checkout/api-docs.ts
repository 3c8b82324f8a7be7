import { PACKAGE_MISMATCH } from '@common/checkout';
import { z } from 'zod';
import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';
import { NOT_CONFIGURED, PAYMENT_START_FAILED } from './service';

export const checkoutDocs: FeatureDocs = {
  tag: 'Payments',
  description:
    'Buying credits with Stripe: a payment intent for a package, and the signed webhook that credits the payment once.',
  routes: {
    'GET /api/payments/config': {
      summary: 'Whether card payments are set up, and Stripe’s publishable key',
      responses: {
        200: {
          description: 'The publishable key is null when payments are not configured.',
          examples: {
            Configured: { configured: true, publishableKey: 'pk_test_51Hx…' },
            'Not configured': { configured: false, publishableKey: null },
          },
        },
      },
    },
    'POST /api/create-payment-intent': {
      summary: 'Start a payment for a credit package',
      description:
        '`amount` is the package price in dollars (5, 10, 25, 50 or 100) and `credits` must be that package’s credits for `provider` in the price list. Credits are granted only by Stripe’s signed webhook, once per payment.',
      bodyExamples: {
        '$25 of OpenAI credits': { amount: 25, credits: 587625, provider: 'openai' },
      },
      responses: {
        200: {
          description: 'The client secret Stripe.js confirms the payment with.',
          examples: { 'A payment intent': { clientSecret: 'pi_3Nx_secret_abc' } },
        },
        400: errorDoc(
          'The amount and credits are not a package of the price list.',
          PACKAGE_MISMATCH,
        ),
        401: errorDoc('Nobody is signed in.', 'Please log in to buy credits'),
        502: errorDoc('Stripe refused or could not be reached.', PAYMENT_START_FAILED),
        503: errorDoc('The Stripe keys are not set.', NOT_CONFIGURED),
      },
    },
    'POST /api/stripe/webhook': {
      summary: 'Stripe’s payment events (called by Stripe)',
      description:
        'Stripe’s event, raw as sent, with its `Stripe-Signature` header. `payment_intent.succeeded` credits the payment’s package once, whatever the number of deliveries.',
      bodies: [
        {
          contentType: 'application/json',
          schema: z
            .object({
              id: z.string(),
              type: z.string(),
              data: z.object({ object: z.looseObject({}) }),
            })
            .loose(),
          examples: {
            'A payment succeeded': {
              id: 'evt_1Nx',
              type: 'payment_intent.succeeded',
              data: { object: { id: 'pi_3Nx', amount: 2500, currency: 'usd' } },
            },
          },
        },
      ],
      responses: {
        200: {
          description: 'The event was received (and acted on when it concerns a payment we made).',
          schema: z.object({ received: z.literal(true) }),
          examples: { Received: { received: true } },
        },
        400: errorDoc(
          'The signature is missing or does not match the body.',
          'Missing Stripe-Signature header',
          'Invalid webhook signature',
        ),
        503: errorDoc('The Stripe keys or the webhook secret are not set.', NOT_CONFIGURED),
      },
    },
  },
};
