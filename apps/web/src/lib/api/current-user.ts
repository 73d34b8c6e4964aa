import { useQuery } from '@tanstack/react-query';
import { apiRequest, whoAmISchema, type CurrentUser } from '@codehop/api';

export const CURRENT_USER_QUERY_KEY = ['auth', 'current'] as const;

/**
 * GET /api/auth/whoami: the signed-in user, or null for a visitor. Not /api/auth/current, whose 401
 * for a visitor the browser would log as an error on every public page.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const { user } = await apiRequest('/api/auth/whoami', { schema: whoAmISchema, signal });
  return user;
}

/**
 * spec/platform.md §7: the current-user call is never retried. Null only means "visitor";
 * protected pages send visitors to log in themselves.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
}
