import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, subscriptionSchema, upgradePreviewSchema, type PlanKey } from '@codehop/api';
import { refreshAfterPayment } from './billing-keys.ts';

/** GET /api/payment/preview-subscription-upgrade?plan_name: what switching costs now. */
export function useUpgradePreview(plan: PlanKey | null) {
  return useQuery({
    queryKey: ['payment', 'upgrade-preview', plan],
    queryFn: ({ signal }) =>
      apiRequest('/api/payment/preview-subscription-upgrade', { query: { plan_name: plan ?? '' }, schema: upgradePreviewSchema, signal }),
    enabled: plan !== null,
    retry: false,
  });
}

/** POST /api/payment/upgrade-subscription?plan_name. */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanKey) =>
      apiRequest('/api/payment/upgrade-subscription', { method: 'POST', query: { plan_name: plan }, schema: subscriptionSchema }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
