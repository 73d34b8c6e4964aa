import { useMutation } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';

/** POST /api/auth/reset-password?token&new_password: spends the link and signs out every session. */
export function resetPassword(token: string, newPassword: string): Promise<{ detail: string }> {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    query: { token, new_password: newPassword },
    schema: detailResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
  });
}
