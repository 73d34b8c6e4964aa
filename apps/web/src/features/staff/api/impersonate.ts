import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sessionResponseSchema, type SessionResponse } from '@codehop/api';
import { applySessionChange } from '../../../lib/api/session.ts';

/** Whom to view as; `name` (an e-mail or a username) is what the confirmation shows. */
export type ImpersonationTarget = { name: string } & (
  { kind: 'user'; userId: number } | { kind: 'student'; studentId: number }
);

/** A target and why staff view as it (the reason goes into the audit log). */
export interface ImpersonationRequest {
  target: ImpersonationTarget;
  reason: string;
}

/** POST /api/auth/impersonate/user?target_user_id or /student?target_student_id, with the reason. */
export function impersonate({ target, reason }: ImpersonationRequest) {
  return target.kind === 'user'
    ? apiRequest('/api/auth/impersonate/user', {
        method: 'POST',
        query: { target_user_id: target.userId },
        body: { reason },
        schema: sessionResponseSchema,
      })
    : apiRequest('/api/auth/impersonate/student', {
        method: 'POST',
        query: { target_student_id: target.studentId },
        body: { reason },
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
