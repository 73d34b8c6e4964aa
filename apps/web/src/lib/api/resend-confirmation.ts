import { useMutation } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';

/** POST /api/auth/resend-confirm-email: a new confirmation link (once a minute at most). */
export function resendConfirmation(): Promise<{ detail: string }> {
  return apiRequest('/api/auth/resend-confirm-email', { method: 'POST', schema: detailResponseSchema });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
