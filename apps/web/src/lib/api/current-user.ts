import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, currentUserSchema, type CurrentUser } from '@codehop/api';

export const CURRENT_USER_QUERY_KEY = ['auth', 'current'] as const;

/** GET /api/auth/current: the signed-in user, or null for a visitor (401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest('/api/auth/current', { schema: currentUserSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * spec/platform.md §7: the current-user call is never retried. A 401 here only means "visitor";
 * protected pages send visitors to log in themselves.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
}
