import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sendEmailsResultSchema } from '@codehop/api';

/** POST /api/user/send_emails?rows: releases the next held campaign mails to the sender. */
export function useSendEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: number) =>
      apiRequest('/api/user/send_emails', {
        method: 'POST',
        query: { rows },
        schema: sendEmailsResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'outbox'] }),
  });
}
