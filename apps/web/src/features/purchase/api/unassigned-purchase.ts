import { useQuery } from '@tanstack/react-query';
import { apiRequest, unassignedPurchaseSchema, type UnassignedPurchase } from '@codehop/api';

/** GET /api/payment/has-unassigned-purchases: a bought course some child still lacks ('' when none). */
export function fetchUnassignedPurchase(signal?: AbortSignal): Promise<UnassignedPurchase> {
  return apiRequest('/api/payment/has-unassigned-purchases', { schema: unassignedPurchaseSchema, signal });
}

export function useUnassignedPurchase(enabled: boolean) {
  return useQuery({
    queryKey: ['payment', 'unassigned'],
    queryFn: ({ signal }) => fetchUnassignedPurchase(signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
