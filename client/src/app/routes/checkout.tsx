import { formatCredits } from '@common/credits';
import { providerLabel } from '@common/providers';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type CreditPackage, CreditPackages } from '@/features/account/credit-packages';
import { useLoginDialog } from '@/features/account/login-dialog-context';
import { PaymentStepBoundary } from '@/features/account/payment-step-boundary';
import { useCreatePaymentIntent, usePaymentsConfig } from '@/features/account/use-checkout';
import { useUser } from '@/features/account/use-user';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

// Stripe.js and its React bindings load with this step only, never on other pages.
const PaymentStep = lazy(() => import('@/features/account/payment-step'));

interface Payment {
  pkg: CreditPackage;
  clientSecret: string;
  publishableKey: string;
}

export function CheckoutPage() {
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();
  const paymentsConfig = usePaymentsConfig();
  const createIntent = useCreatePaymentIntent();
  const [payment, setPayment] = useState<Payment | null>(null);
  // A package chosen while signed out is bought once the visitor has logged in.
  const [chosenBeforeLogin, setChosenBeforeLogin] = useState<CreditPackage | null>(null);

  const choose = (pkg: CreditPackage) => {
    if (!user) {
      setChosenBeforeLogin(pkg);
      openLogin();
      return;
    }
    const config = paymentsConfig.data;
    if (!config) {
      // Still loading, or the server could not be asked: that is not "not configured".
      toast.error('Error', { description: 'Failed to initialize payment. Please try again.' });
      return;
    }
    if (!config.configured || !config.publishableKey) {
      toast.error('Payment Unavailable', { description: 'Payment system not configured' });
      return;
    }
    const publishableKey = config.publishableKey;
    createIntent.mutate(pkg, {
      onSuccess: ({ clientSecret }) => setPayment({ pkg, clientSecret, publishableKey }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) openLogin();
        else
          toast.error('Error', { description: 'Failed to initialize payment. Please try again.' });
      },
    });
  };

  useEffect(() => {
    if (!user || !chosenBeforeLogin || !paymentsConfig.data) return;
    setChosenBeforeLogin(null);
    choose(chosenBeforeLogin);
  });

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div>
        <Button variant="ghost" size="sm" asChild>
          <Link href="/">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Buy credits</h1>
          </CardTitle>
          <CardDescription>
            {payment
              ? `${formatCredits(payment.pkg.credits)} ${providerLabel(payment.pkg.provider)} credits for $${payment.pkg.amount}. Your balance grows as soon as the payment is confirmed.`
              : 'Credits are bought per AI model. Choose the one you write with most: each package says about how many words it rewrites.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {payment ? (
            <>
              <div>
                <Button variant="outline" size="sm" onClick={() => setPayment(null)}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Back to pricing
                </Button>
              </div>
              <PaymentStepBoundary>
                <Suspense
                  fallback={
                    <p role="status" className="text-sm text-muted-foreground">
                      Loading the secure payment form…
                    </p>
                  }
                >
                  <PaymentStep
                    publishableKey={payment.publishableKey}
                    clientSecret={payment.clientSecret}
                  />
                </Suspense>
              </PaymentStepBoundary>
            </>
          ) : (
            <>
              {paymentsConfig.data && !paymentsConfig.data.configured && (
                <p role="note" className="rounded-md border px-3 py-2 text-sm">
                  Payment Unavailable: Payment system not configured
                </p>
              )}
              <CreditPackages
                onChoose={choose}
                busy={createIntent.isPending ? createIntent.variables : null}
              />
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
