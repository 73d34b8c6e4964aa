import { useQuery } from '@tanstack/react-query';
import { apiRequest, currentSubscriptionSchema } from '@codehop/api';

/** GET /api/payment/current-subscription: the live subscription or null. */
export function fetchCurrentSubscription(signal?: AbortSignal) {
  return apiRequest('/api/payment/current-subscription', { schema: currentSubscriptionSchema, signal });
}

export function useCurrentSubscription(enabled = true) {
  return useQuery({
    queryKey: ['payment', 'current-subscription'],
    queryFn: ({ signal }) => fetchCurrentSubscription(signal),
    enabled,
    retry: false,
  });
}
