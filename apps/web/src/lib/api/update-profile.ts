import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, profileSchema, type Profile } from '@codehop/api';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';
import { PROFILE_QUERY_KEY } from './profile.ts';

/** POST /api/profile `{full_name}`: the only detail a parent changes here; If-Match from `basis` (the profile the form showed). */
export function updateProfile({ body, basis }: { body: { full_name: string }; basis?: object }): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'POST', body, basis, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
