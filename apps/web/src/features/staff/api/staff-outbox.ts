import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffOutboxEntrySchema } from '@codehop/api';
import { z } from 'zod';

export type OutboxFilter = 'all' | 'failed' | 'pending' | 'sent';

/** GET /api/staff/outbox?status: the latest mails in one state, or all. */
export function useStaffOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: ['staff', 'outbox', filter],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/outbox', {
        query: { status: filter === 'all' ? undefined : filter },
        schema: z.array(staffOutboxEntrySchema),
        signal,
      }),
    retry: false,
  });
}
