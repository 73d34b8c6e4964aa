import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, profileSchema, type Profile } from '@codehop/api';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';
import { PROFILE_QUERY_KEY } from './profile.ts';

/** POST /api/profile `{full_name}`: the only detail a parent changes here. */
export function updateProfile(body: { full_name: string }): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'POST', body, schema: profileSchema });
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
