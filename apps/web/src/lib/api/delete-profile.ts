import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, detailResponseSchema } from '@codehop/api';
import { useLocalePath } from '../use-locale.ts';
import { applySessionChange } from './session.ts';

/** DELETE /api/profile: the account, its students and their progress; the session ends. */
export function deleteProfile(): Promise<{ detail: string }> {
  return apiRequest('/api/profile', { method: 'DELETE', schema: detailResponseSchema });
}

/** Deletes the account, goes home, then forgets the user (the profile page would ask to log in). */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  return useMutation({
    mutationFn: async () => {
      await deleteProfile();
      await navigate(to(), { replace: true });
      await applySessionChange(queryClient, null);
    },
  });
}
