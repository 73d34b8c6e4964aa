import type { AuthContext } from '../plugins/authentication.ts';
import { isSchoolStaff } from './organization.ts';
import { isPlatformStaff } from './platform-staff.ts';

/**
 * Who may read the Teacher's Guide's answers (every level's solution and the quiz's answer key):
 * school staff (teachers and admins), and the people who run Codehop. A learner must not: the
 * answers would spoil the levels and the quizzes, so parents, students and visitors are refused.
 */
export function canSeeGuideAnswers(auth: AuthContext): boolean {
  return isSchoolStaff(auth.user) || isPlatformStaff(auth);
}
