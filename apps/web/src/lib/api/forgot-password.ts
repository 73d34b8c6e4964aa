import { useMutation } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';

/** POST /api/auth/forgot-password?email: the same answer whether or not the account exists. */
export function forgotPassword(email: string): Promise<{ detail: string }> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    query: { email },
    schema: detailResponseSchema,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
