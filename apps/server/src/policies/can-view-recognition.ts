import type { UserRow } from '../commands/sessions.ts';
import type { StudentRow } from '../presenters/student.ts';
import { canManageStudent } from './can-manage-student.ts';

/**
 * Who may list a student's badges and certificates: whoever manages the student (their parent;
 * the schools issue adds teachers through canManageStudent). A certificate's own public page is
 * open to anyone with its number.
 */
export function canViewRecognition(user: UserRow, student: StudentRow): boolean {
  return canManageStudent(user, student);
}
