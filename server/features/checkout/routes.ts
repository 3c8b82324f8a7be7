import {
  createPaymentIntentSchema,
  paymentIntentResponseSchema,
  paymentsConfigSchema,
} from '@common/checkout';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUserId } from '../../plugins/caller';
import { createStripeClient, paymentsConfigured, verifyWebhookEvent } from '../../providers/stripe';
import { checkoutDocs } from './api-docs';
import { handleStripeEvent, NOT_CONFIGURED, startPayment } from './service';

export async function checkoutRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(checkoutDocs);
  const settings = ctx.config.stripe;
  const configured = paymentsConfigured(settings);
  const stripe = configured ? await createStripeClient(settings) : null;

  app.get(
    '/api/payments/config',
    { schema: { response: { 200: paymentsConfigSchema } } },
    async () => ({ configured, publishableKey: configured ? settings.publishableKey! : null }),
  );

  app.post(
    '/api/create-payment-intent',
    { schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentResponseSchema } } },
    async (request) => {
      const userId = await requireUserId(request, 'Please log in to buy credits');
      if (!stripe) throw new AppError(503, NOT_CONFIGURED);
      return startPayment(ctx.db, stripe, userId, request.body, request.log);
    },
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/stripe/webhook', async (request) => {
      if (!stripe || !settings.webhookSecret) throw new AppError(503, NOT_CONFIGURED);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new AppError(400, 'Missing Stripe-Signature header');
      }
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'The request body is empty');
      let event: ReturnType<typeof verifyWebhookEvent>;
      try {
        event = verifyWebhookEvent(stripe, request.body, signature, settings.webhookSecret);
      } catch {
        throw new AppError(400, 'Invalid webhook signature');
      }
      const outcome = await handleStripeEvent(ctx.db, event);
      // An event for a payment we did not record, or a wrong amount, deserves a look.
      const suspicious = outcome === 'unknown payment intent' || outcome === 'amount mismatch';
      request.log[suspicious ? 'warn' : 'info'](
        { event: event.id, type: event.type, outcome },
        'stripe webhook',
      );
      return { received: true };
    });
  });
}
