import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, detailResponseSchema } from '@codehop/api';
import { useLocalePath } from '../use-locale.ts';
import { applySessionChange } from './session.ts';

/** GET /api/auth/logout: ends the session and clears the cookies. */
export function logout(): Promise<{ detail: string }> {
  return apiRequest('/api/auth/logout', { schema: detailResponseSchema });
}

/**
 * Logs out and goes home. Home comes first, then the user is forgotten: a protected page left
 * behind would otherwise see a visitor and send them to log in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        // Even when the call fails the person asked to leave: forget the user on this screen.
        await navigate(to(), { replace: true });
        await applySessionChange(queryClient, null);
      }
    },
  });
}
