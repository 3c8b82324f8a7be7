import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../tests/fakes/stripe';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { creditLedger, paymentIntents } from '../../db/schema';

let stripe: FakeStripe;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  [server, unconfigured] = await Promise.all([
    startTestServer(
      {},
      {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      },
    ),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await stripe.close();
});
beforeEach(() => stripe.reset());

let counter = 0;
async function signedIn(target = server) {
  const browser = createBrowser(target.url);
  const username = `buyer-${Date.now()}-${counter++}`;
  const response = await browser(
    '/api/auth/register',
    postJson({ username, password: 'buyer password' }),
  );
  expect(response.status).toBe(201);
  return { browser, username };
}

const ZHI3_25 = { amount: 25, credits: 3_861_000, provider: 'deepseek' };

async function buy(browser: ReturnType<typeof createBrowser>, body: object = ZHI3_25) {
  const response = await browser('/api/create-payment-intent', postJson(body));
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return { clientSecret, intentId: clientSecret.split('_secret_')[0]! };
}

function deliver(event: { payload: string; signature?: string }, headers: object = {}) {
  return fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      ...headers,
    },
    body: event.payload,
  });
}

async function credits(browser: ReturnType<typeof createBrowser>) {
  return ((await (await browser('/api/auth/user')).json()) as { credits: number }).credits;
}

describe('payments configuration', () => {
  it('tells the browser whether payments work, with the publishable key only', async () => {
    const configured = await (await fetch(`${server.url}/api/payments/config`)).json();
    expect(configured).toEqual({ configured: true, publishableKey: stripe.publishableKey });
    const missing = await (await fetch(`${unconfigured.url}/api/payments/config`)).json();
    expect(missing).toEqual({ configured: false, publishableKey: null });
  });

  it("lets the browser load Stripe.js and its payment frames, and nothing else of Stripe's", async () => {
    const csp = (await fetch(`${server.url}/api/status`)).headers.get('content-security-policy')!;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive('frame-src')).toBe(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });

  it('answers without keys: Payment system not configured', async () => {
    const { browser } = await signedIn(unconfigured);
    const response = await browser('/api/create-payment-intent', postJson(ZHI3_25));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Payment system not configured' });
    const webhook = await fetch(`${unconfigured.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(webhook.status).toBe(503);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('creates the intent at Stripe for the listed price and records it with its user', async () => {
    const { browser } = await signedIn();
    const { clientSecret, intentId } = await buy(browser);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const sent = stripe.intents.get(intentId)!;
    expect(sent).toMatchObject({ amount: 2500, currency: 'usd' });
    expect(sent.metadata).toMatchObject({ provider: 'deepseek', credits: '3861000' });
    const [row] = await server.app.redraft.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    expect(row).toMatchObject({
      amountCents: 2500,
      currency: 'usd',
      credits: 3_861_000,
      provider: 'deepseek',
      status: 'created',
    });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/create-payment-intent`, postJson(ZHI3_25));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to buy credits' });
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses a tampered amount, credits or provider before reaching Stripe', async () => {
    const { browser } = await signedIn();
    const tampered = [
      { ...ZHI3_25, amount: 1 },
      { ...ZHI3_25, credits: 999_999_999 },
      { ...ZHI3_25, amount: 5 },
      { amount: 25, credits: 3_861_000, provider: 'openai' },
    ];
    for (const body of tampered) {
      const response = await browser('/api/create-payment-intent', postJson(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        message: 'No such credit package: choose one from the price list',
      });
    }
    const unknown = await browser(
      '/api/create-payment-intent',
      postJson({ ...ZHI3_25, provider: 'mistral' }),
    );
    expect(await unknown.json()).toEqual({ message: 'Unknown provider' });
    const missing = await browser('/api/create-payment-intent', postJson({ provider: 'openai' }));
    expect(await missing.json()).toEqual({ message: 'Amount is required' });
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 502 with a plain message when Stripe fails, without leaking its words', async () => {
    const { browser } = await signedIn();
    stripe.setFault({
      kind: 'status',
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_test_****0000',
        },
      },
    });
    const response = await browser('/api/create-payment-intent', postJson(ZHI3_25));
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'The payment provider could not start the payment. Please try again.',
    });
    expect(server.logs()).not.toContain('sk_test_');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('credits the recorded package once, however often the event is delivered', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser);
    const event = stripe.webhookEvent('payment_intent.succeeded', intentId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await credits(browser)).toBe(3_861_000);

    expect((await deliver(event)).status).toBe(200);
    // Stripe may also send a second event for the same payment.
    expect((await deliver(stripe.webhookEvent('payment_intent.succeeded', intentId))).status).toBe(
      200,
    );
    expect(await credits(browser)).toBe(3_861_000);
    const rows = await server.app.redraft.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, intentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'purchase', delta: 3_861_000 });
  });

  it("writes a payment's credit and its status in one transaction", async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser);
    const db = server.app.redraft.db;
    // A real fault between the two writes: the status update fails inside the database.
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_success() RETURNS trigger AS $$
      BEGIN
        IF NEW.status = 'succeeded' THEN RAISE EXCEPTION 'status write failed'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.execute(sql`
      CREATE TRIGGER refuse_success BEFORE UPDATE ON payment_intents
      FOR EACH ROW EXECUTE FUNCTION refuse_success()`);
    try {
      const event = stripe.webhookEvent('payment_intent.succeeded', intentId);
      expect((await deliver(event)).status).toBe(500);
      // Neither half was kept: Stripe's retry credits the payment once.
      expect(await credits(browser)).toBe(0);
      expect(
        await db.select().from(creditLedger).where(eq(creditLedger.reference, intentId)),
      ).toHaveLength(0);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_success ON payment_intents`);
    }
    expect((await deliver(stripe.webhookEvent('payment_intent.succeeded', intentId))).status).toBe(
      200,
    );
    expect(await credits(browser)).toBe(3_861_000);
    const [payment] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    expect(payment!.status).toBe('succeeded');
  });

  it('adds purchases up, and a failure reported after the success changes nothing', async () => {
    const { browser } = await signedIn();
    const first = await buy(browser, { amount: 5, credits: 106_840, provider: 'openai' });
    const second = await buy(browser, { amount: 5, credits: 702_000, provider: 'deepseek' });
    await deliver(stripe.webhookEvent('payment_intent.succeeded', first.intentId));
    await deliver(stripe.webhookEvent('payment_intent.payment_failed', first.intentId));
    await deliver(stripe.webhookEvent('payment_intent.succeeded', second.intentId));
    expect(await credits(browser)).toBe(808_840);
    const [row] = await server.app.redraft.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, first.intentId));
    expect(row!.status).toBe('succeeded');
  });

  it('credits a payment that succeeds after a failed attempt', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser, { amount: 10, credits: 224_360, provider: 'openai' });
    await deliver(stripe.webhookEvent('payment_intent.payment_failed', intentId));
    expect(await credits(browser)).toBe(0);
    await deliver(stripe.webhookEvent('payment_intent.succeeded', intentId));
    expect(await credits(browser)).toBe(224_360);
  });

  it('credits once when the same event arrives many times at once', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser, {
      amount: 50,
      credits: 76_923_050,
      provider: 'perplexity',
    });
    const event = stripe.webhookEvent('payment_intent.succeeded', intentId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await credits(browser)).toBe(76_923_050);
  });

  it('refuses a missing or bad signature and credits nothing', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser);
    const forged = stripe.webhookEvent('payment_intent.succeeded', intentId, {
      secret: 'whsec_forged',
    });
    const bad = await deliver(forged);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Invalid webhook signature' });

    const genuine = stripe.webhookEvent('payment_intent.succeeded', intentId);
    const altered = await deliver({
      payload: genuine.payload.replace('"amount_received":2500', '"amount_received":2501'),
      signature: genuine.signature,
    });
    expect(altered.status).toBe(400);

    // Signed with the real secret, but dated ten minutes ahead or behind: outside the tolerance.
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 600, now - 600]) {
      const skewed = stripe.webhookEvent('payment_intent.succeeded', intentId, { timestamp });
      const answer = await deliver(skewed);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: 'Invalid webhook signature' });
    }

    const unsigned = await deliver({ payload: genuine.payload });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: 'Missing Stripe-Signature header' });
    expect(await credits(browser)).toBe(0);
  });

  it('grants nothing for an intent it did not record or a different amount paid', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser);
    // An intent created at Stripe by someone else, with metadata naming our user.
    const foreign = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=2500&currency=usd&metadata[credits]=999999999',
    });
    const foreignId = ((await foreign.json()) as { id: string }).id;
    expect((await deliver(stripe.webhookEvent('payment_intent.succeeded', foreignId))).status).toBe(
      200,
    );
    const underpaid = stripe.webhookEvent('payment_intent.succeeded', intentId, {
      amountReceived: 500,
    });
    expect((await deliver(underpaid)).status).toBe(200);
    expect(await credits(browser)).toBe(0);
  });

  it('ignores other event types and needs no Origin: it is not a browser request', async () => {
    const { browser } = await signedIn();
    const { intentId } = await buy(browser);
    const created = await deliver(stripe.webhookEvent('payment_intent.created', intentId));
    expect(created.status).toBe(200);
    // Stripe sends no Origin; the same-origin guard lets the signed request through.
    const succeeded = stripe.webhookEvent('payment_intent.succeeded', intentId);
    const response = await deliver(succeeded, { 'user-agent': 'Stripe/1.0' });
    expect(response.status).toBe(200);
    expect(await credits(browser)).toBe(3_861_000);
  });
});
