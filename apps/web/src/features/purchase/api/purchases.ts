import { useQuery } from '@tanstack/react-query';
import { apiRequest, purchaseListSchema, type Purchase } from '@codehop/api';

/** GET /api/payment/purchases: the billing page's list. */
export function fetchPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return apiRequest('/api/payment/purchases', { schema: purchaseListSchema, signal });
}

export function usePurchases(enabled = true) {
  return useQuery({ queryKey: ['payment', 'purchases'], queryFn: ({ signal }) => fetchPurchases(signal), enabled, retry: false });
}
