import { apiRequest, authProvidersResponseSchema, type AuthProviders } from '@codehop/api';
import { useQuery } from '@tanstack/react-query';

const NONE: AuthProviders = { google: false };

/**
 * GET /api/auth/providers, once a visit: which sign-in buttons can work. Until it answers (or if
 * it fails) no Google button shows, so a child never follows one into an error page.
 */
export function useAuthProviders(): AuthProviders {
  const answer = useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiRequest('/api/auth/providers', { schema: authProvidersResponseSchema, signal }),
    staleTime: Infinity,
  });
  return answer.data ?? NONE;
}
