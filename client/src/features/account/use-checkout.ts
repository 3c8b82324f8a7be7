import type { PaymentsConfig } from '@common/checkout';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import type { CreditPackage } from './credit-packages';

/** Whether this server takes card payments, and the publishable key Stripe.js needs. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: ['/api/payments/config'] });
}

/** Records the chosen package on the server and gets the payment's client secret. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (pkg: CreditPackage) =>
      apiJson<{ clientSecret: string }>('POST', '/api/create-payment-intent', pkg),
  });
}
