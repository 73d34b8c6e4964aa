import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffUserSummarySchema } from '@codehop/api';
import { z } from 'zod';

/** GET /api/staff/users?query: accounts by e-mail, name or student username (2 characters or more). */
export function useSearchUsers(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['staff', 'users', trimmed],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/users', {
        query: { query: trimmed },
        schema: z.array(staffUserSummarySchema),
        signal,
      }),
    enabled: trimmed.length >= 2,
    retry: false,
  });
}
