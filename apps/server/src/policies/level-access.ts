import type { LevelAccess } from '@codehop/content';
import type { UserRow } from '../commands/sessions.ts';

export type LevelAccessVerdict = 'allowed' | 'sign_in_required' | 'payment_required';

/**
 * Whether the user has bought the course (or a subscription). There are no purchases yet, so paid
 * chapters are locked for everybody; the payments issue answers this from the purchases table.
 */
export function hasPaidAccess(_user: UserRow | null, _courseId: string): boolean {
  return false;
}

/** Who may open and run a level: anyone, a signed-in learner, or one whose course is paid for. */
export function levelAccess(access: LevelAccess, user: UserRow | null, courseId: string): LevelAccessVerdict {
  if (access === 'anyone') return 'allowed';
  if (!user) return access === 'signed_in' ? 'sign_in_required' : 'payment_required';
  if (access === 'signed_in') return 'allowed';
  return hasPaidAccess(user, courseId) ? 'allowed' : 'payment_required';
}
