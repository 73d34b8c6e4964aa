import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffImpersonationEntrySchema } from '@codehop/api';
import { z } from 'zod';

/** GET /api/staff/impersonations: the audit log. */
export function useStaffImpersonations() {
  return useQuery({
    queryKey: ['staff', 'impersonations'],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/impersonations', {
        schema: z.array(staffImpersonationEntrySchema),
        signal,
      }),
    retry: false,
  });
}
