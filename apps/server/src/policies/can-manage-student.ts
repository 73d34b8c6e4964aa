import type { UserRow } from '../commands/sessions.ts';
import type { StudentRow } from '../presenters/student.ts';

/**
 * Whether a user may see, edit, delete or choose a student and see its progress: today only its
 * parent; the schools issue adds the student's organisation staff here.
 */
export function canManageStudent(user: UserRow, student: StudentRow): boolean {
  return student.parentUserId === user.id;
}
