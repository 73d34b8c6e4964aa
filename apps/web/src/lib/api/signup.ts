import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  sessionResponseSchema,
  type SessionResponse,
  type SignupRequest,
} from '@codehop/api';
import type { AuthQuery } from './login.ts';
import { applySessionChange } from './session.ts';

/** POST /api/auth/signup?token&redirect&locale: the new parent is signed in at once. */
export function signup(
  body: SignupRequest,
  query: AuthQuery & { token?: string },
): Promise<SessionResponse> {
  return apiRequest('/api/auth/signup', {
    method: 'POST',
    body,
    query: { redirect: query.redirect, locale: query.locale, token: query.token },
    schema: sessionResponseSchema,
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, query }: { body: SignupRequest; query: AuthQuery & { token?: string } }) =>
      signup(body, query),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}
