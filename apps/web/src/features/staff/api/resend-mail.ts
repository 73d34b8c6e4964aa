import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';

/** POST /api/staff/outbox/{mail_id}/resend: a failed mail goes back to the sender. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) =>
      apiRequest(`/api/staff/outbox/${mailId}/resend`, {
        method: 'POST',
        schema: detailResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'outbox'] }),
  });
}
