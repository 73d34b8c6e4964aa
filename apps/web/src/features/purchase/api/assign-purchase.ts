import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assignPurchaseResponseSchema } from '@codehop/api';
import { refreshAfterPayment } from './billing-keys.ts';

/** POST /api/payment/assign-purchase?student_id&course_name: the chosen child gets the course; data refreshes. */
export function useAssignPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { studentId: number; courseName: string }) =>
      apiRequest('/api/payment/assign-purchase', {
        method: 'POST',
        query: { student_id: input.studentId, course_name: input.courseName },
        schema: assignPurchaseResponseSchema,
      }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
