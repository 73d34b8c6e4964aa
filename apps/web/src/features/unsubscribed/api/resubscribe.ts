import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@codehop/api';
import { z } from 'zod';

/** POST /api/user/resubscribe/{email_id}: campaign mail again, with the id of the mail whose link unsubscribed. */
export function useResubscribe() {
  return useMutation({
    mutationFn: (mailId: string) =>
      apiRequest(`/api/user/resubscribe/${encodeURIComponent(mailId)}`, {
        method: 'POST',
        schema: z.object({ detail: z.string() }),
      }),
  });
}
