import type { CurrentUser } from '@codehop/api';
import type { ProgressOwner } from './local-progress.ts';

/** Whose shelf of browser-kept progress the play screen uses: the visitor's, the chosen student's, or the account's. */
export function progressOwner(user: CurrentUser | null | undefined): ProgressOwner {
  if (!user) return 'anonymous';
  return user.student_id !== null ? `student:${user.student_id}` : `user:${user.user_id}`;
}
