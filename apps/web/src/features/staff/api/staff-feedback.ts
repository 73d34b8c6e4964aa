import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffFeedbackEntrySchema } from '@codehop/api';
import { z } from 'zod';

/** GET /api/staff/feedback: the latest feedback. */
export function useStaffFeedback() {
  return useQuery({
    queryKey: ['staff', 'feedback'],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/feedback', { schema: z.array(staffFeedbackEntrySchema), signal }),
    retry: false,
  });
}
