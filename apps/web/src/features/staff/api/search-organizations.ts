import { useQuery } from '@tanstack/react-query';
import { apiRequest, organizationSearchResultSchema } from '@codehop/api';

/** GET /api/user/search/organizations?query: schools by name or slug (2 characters or more). */
export function useSearchOrganizations(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['staff', 'organizations', trimmed],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/search/organizations', {
        query: { query: trimmed },
        schema: organizationSearchResultSchema,
        signal,
      }),
    enabled: trimmed.length >= 2,
    retry: false,
  });
}
