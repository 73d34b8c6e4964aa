import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sessionResponseSchema, type SessionResponse } from '@codehop/api';
import { applySessionChange } from '../../../lib/api/session.ts';

export type ImpersonationTarget =
  { kind: 'user'; userId: number } | { kind: 'student'; studentId: number };

/** POST /api/auth/impersonate/user?target_user_id or /student?target_student_id. */
export function impersonate(target: ImpersonationTarget) {
  return target.kind === 'user'
    ? apiRequest('/api/auth/impersonate/user', {
        method: 'POST',
        query: { target_user_id: target.userId },
        schema: sessionResponseSchema,
      })
    : apiRequest('/api/auth/impersonate/student', {
        method: 'POST',
        query: { target_student_id: target.studentId },
        schema: sessionResponseSchema,
      });
}

/**
 * Starts viewing as someone: the whole app now belongs to them, so every cached answer goes.
 * `beforeSwitch` runs first (to navigate away while the staff page is still mounted).
 */
export function useImpersonate(beforeSwitch: (answer: SessionResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: impersonate,
    onSuccess: async (answer) => {
      beforeSwitch(answer);
      await applySessionChange(queryClient, answer.user);
    },
  });
}
