import { useQuery } from '@tanstack/react-query';
import { apiRequest, languageResponseSchema } from '@codehop/api';

/**
 * GET /api/user/get-language: the signed-in account's language, fetched once per visit and never
 * retried (platform §7); a failure simply leaves the page in the address's language.
 */
export function useAccountLanguage(userId: number | null) {
  return useQuery({
    queryKey: ['account-language', userId],
    queryFn: ({ signal }) => apiRequest('/api/user/get-language', { schema: languageResponseSchema, signal }),
    enabled: userId !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
