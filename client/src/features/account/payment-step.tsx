// Loaded only on /checkout, once a package is chosen: Stripe.js comes from js.stripe.com, so
// nothing else in the app depends on it, and a failure to load it is told plainly.
import { PAYMENT_RETURN_PATH } from '@common/checkout';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';
import { toast } from '@/lib/toast';

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export const STRIPE_LOAD_FAILED =
  'The secure payment form could not be loaded from Stripe. Check your connection and try again.';

export default function PaymentStep({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const { theme } = useTheme();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    loadStripe(publishableKey).then(
      (stripe) => setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => setLoaded({ state: 'failed' }),
    );
  }, [publishableKey]);
  useEffect(load, [load]);

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the secure payment form…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border p-4 text-sm">
        <p>{STRIPE_LOAD_FAILED}</p>
        <Button variant="outline" size="sm" onClick={load}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Elements
      stripe={loaded.stripe}
      options={{ clientSecret, appearance: { theme: theme === 'dark' ? 'night' : 'stripe' } }}
    >
      <PaymentForm />
    </Elements>
  );
}

function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    // On success Stripe sends the browser to the return URL; only failures come back here.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(PAYMENT_RETURN_PATH, window.location.origin).href },
    });
    setPaying(false);
    toast.error('Payment Failed', { description: error.message ?? 'Please try again.' });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <PaymentElement
        onLoadError={({ error }) =>
          toast.error('Payment Failed', { description: error.message ?? 'Please try again.' })
        }
      />
      <Button type="submit" disabled={!stripe || !elements || paying}>
        {paying ? 'Processing…' : 'Pay now'}
      </Button>
    </form>
  );
}
