import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, refundEligibilitySchema, refundResponseSchema, savedResponseSchema, type RefundFeedback } from '@codehop/api';
import { refreshAfterPayment } from './billing-keys.ts';

/** GET /api/payment/refund-eligibility/{purchase_id}: may this be refunded, and until when. */
export function useRefundEligibility(purchaseId: number | null) {
  return useQuery({
    queryKey: ['payment', 'refund-eligibility', purchaseId],
    queryFn: ({ signal }) => apiRequest(`/api/payment/refund-eligibility/${purchaseId ?? 0}`, { schema: refundEligibilitySchema, signal }),
    enabled: purchaseId !== null,
    retry: false,
  });
}

/** The refund form: POST /api/feedback/refund (reason and words), then POST /api/payment/request-refund. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { purchaseId: number; form: RefundFeedback }) => {
      await apiRequest('/api/feedback/refund', { method: 'POST', body: { ...input.form, purchase_id: input.purchaseId }, schema: savedResponseSchema });
      return apiRequest('/api/payment/request-refund', {
        method: 'POST',
        query: { purchase_id: input.purchaseId, reason: input.form.refund_reason },
        schema: refundResponseSchema,
      });
    },
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
