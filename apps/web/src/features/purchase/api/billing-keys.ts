import type { QueryClient } from '@tanstack/react-query';

/** Every billing answer sits under this key, so one invalidation refreshes billing after a change. */
export const BILLING_QUERY_KEY = ['payment'] as const;

/**
 * After money changed hands almost everything may differ (billing, the drawer's locks, level data,
 * attempt limits), and it happens rarely: every answer is fetched again.
 */
export async function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries();
}
