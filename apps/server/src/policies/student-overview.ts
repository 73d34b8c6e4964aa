import type { UserRow } from '../commands/sessions.ts';
import type { StudentRow } from '../presenters/student.ts';
import { canManageStudent } from './can-manage-student.ts';
import { canHaveFamilyStudents } from './organization.ts';

/**
 * Who may read a parent's page for one child (its code, quiz results, assistant use): the family
 * account that owns the child. Another parent, a teacher or a school student may not; the route
 * answers 404 for them, as for a child that does not exist, so ids cannot be probed.
 */
export function canSeeStudentOverview(user: UserRow, student: StudentRow): boolean {
  return canHaveFamilyStudents(user) && canManageStudent(user, student);
}
