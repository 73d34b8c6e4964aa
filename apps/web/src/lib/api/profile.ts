import { useQuery } from '@tanstack/react-query';
import { apiRequest, profileSchema, type Profile } from '@codehop/api';

export const PROFILE_QUERY_KEY = ['profile', 'me'] as const;

/** GET /api/profile: the account's own details. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', { schema: profileSchema, signal });
}

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled,
    retry: false,
  });
}
