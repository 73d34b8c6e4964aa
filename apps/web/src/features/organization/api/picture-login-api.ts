import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sessionResponseSchema, type LoginOrgPicturesRequest } from '@codehop/api';
import { applySessionChange } from '../../../lib/api/session.ts';

/** POST /api/auth/login-org/pictures: a student of a picture class signs in with 3 pictures. */
export function useLoginOrgPictures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, locale }: { body: LoginOrgPicturesRequest; locale: string }) =>
      apiRequest('/api/auth/login-org/pictures', { method: 'POST', body, query: { locale }, schema: sessionResponseSchema }),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}
