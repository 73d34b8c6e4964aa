import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, savedResponseSchema, subscriptionSchema, type CancelSubscriptionFeedback } from '@codehop/api';
import { refreshAfterPayment } from './billing-keys.ts';

/**
 * The cancel form: POST /api/feedback/cancel-subscription (the reason), then
 * POST /api/payment/cancel-subscription?purchase_id (cancel at the end of the period).
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { subscriptionId: number; form: CancelSubscriptionFeedback }) => {
      await apiRequest('/api/feedback/cancel-subscription', { method: 'POST', body: input.form, schema: savedResponseSchema });
      return apiRequest('/api/payment/cancel-subscription', {
        method: 'POST',
        query: { purchase_id: input.subscriptionId },
        schema: subscriptionSchema,
      });
    },
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
