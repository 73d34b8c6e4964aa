import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sessionResponseSchema } from '@codehop/api';
import { applySessionChange } from './session.ts';

/**
 * POST /api/auth/impersonate/stop: back to the staff member's own account. `beforeSwitch` runs
 * first, while the banner that asked is still mounted (it goes with the session).
 */
export function useStopImpersonation(beforeSwitch: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/auth/impersonate/stop', { method: 'POST', schema: sessionResponseSchema }),
    onSuccess: async (answer) => {
      beforeSwitch();
      await applySessionChange(queryClient, answer.user);
    },
  });
}
