import type { CurrentUser } from '@codehop/api';

/** Who plays in this browser: a visitor without an account, a chosen student, or an account with nobody chosen. */
export type PlayerKey = 'anonymous' | `student:${number}` | `user:${number}`;

export function playerKey(user: CurrentUser | null | undefined): PlayerKey {
  if (!user) return 'anonymous';
  return user.student_id !== null ? `student:${user.student_id}` : `user:${user.user_id}`;
}
