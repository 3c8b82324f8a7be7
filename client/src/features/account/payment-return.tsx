import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/lib/toast';
import { useRefreshUser } from '@/lib/user-query';

/** Stripe's confirmation reaches us by webhook, often a moment after the browser returns. */
const BALANCE_REFRESHES_MS = [0, 2_000, 5_000, 10_000];

/**
 * Stripe sends the buyer back to `/?payment=success`: a success toast, the balance read again
 * (a few times, until the webhook has landed), and the address cleaned so a reload does not
 * repeat it. Credits themselves only ever come from the verified webhook.
 */
export function PaymentReturn() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const refreshUser = useRefreshUser();
  const returned = location === '/' && new URLSearchParams(search).get('payment') === 'success';

  useEffect(() => {
    if (!returned) return;
    toast.success('Payment successful', {
      id: 'payment-success',
      description:
        'Thank you! Your credits are added to your balance as soon as the payment is confirmed.',
    });
    // Not cleared on cleanup: cleaning the address below ends this effect at once, and the
    // later refreshes are the point.
    for (const delay of BALANCE_REFRESHES_MS) {
      setTimeout(refreshUser, delay);
    }
    navigate('/', { replace: true });
  }, [returned, navigate, refreshUser]);

  return null;
}
