import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  sessionResponseSchema,
  type LoginRequest,
  type SessionResponse,
} from '@codehop/api';
import { applySessionChange } from './session.ts';

export interface AuthQuery {
  /** Where to go afterwards; the server applies the redirect rule of spec/platform.md §2. */
  redirect?: string;
  locale: string;
}

/** POST /api/auth/login?redirect&locale. */
export function login(body: LoginRequest, query: AuthQuery): Promise<SessionResponse> {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body,
    query: { redirect: query.redirect, locale: query.locale },
    schema: sessionResponseSchema,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, query }: { body: LoginRequest; query: AuthQuery }) => login(body, query),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}
