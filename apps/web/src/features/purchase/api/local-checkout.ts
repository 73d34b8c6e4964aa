import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, localCheckoutSchema, localCompleteResponseSchema, type LocalCheckout } from '@codehop/api';
import { BILLING_QUERY_KEY } from './billing-keys.ts';

/** GET /api/payment/checkout/{id}: what the test checkout is for. */
export function fetchLocalCheckout(checkoutId: string, signal?: AbortSignal): Promise<LocalCheckout> {
  return apiRequest(`/api/payment/checkout/${encodeURIComponent(checkoutId)}`, { schema: localCheckoutSchema, signal });
}

export function useLocalCheckout(checkoutId: string | null) {
  return useQuery({
    queryKey: ['payment', 'checkout', checkoutId],
    queryFn: ({ signal }) => fetchLocalCheckout(checkoutId ?? '', signal),
    enabled: checkoutId !== null,
    retry: false,
  });
}

/** POST /api/payment/checkout/{id}/complete: the test Pay button; billing and course locks refresh. */
export function usePayLocalCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkoutId: string) =>
      apiRequest(`/api/payment/checkout/${encodeURIComponent(checkoutId)}/complete`, { method: 'POST', schema: localCompleteResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}
