import type { UserRow } from '../commands/sessions.ts';
import type { StudentRow } from '../presenters/student.ts';
import { canManageStudent } from './can-manage-student.ts';

/**
 * Who may read a student's quiz answers (the review route, spec/platform.md §2): their parent
 * today; the schools issue adds the student's teachers here.
 */
export function canReviewQuiz(user: UserRow, student: StudentRow): boolean {
  return canManageStudent(user, student);
}
