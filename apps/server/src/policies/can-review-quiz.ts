import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import type { StudentRow } from '../presenters/student.ts';
import { canManageStudent } from './can-manage-student.ts';
import { canViewStudentProgress } from './organization.ts';

/**
 * Who may read a student's quiz answers (the review route, spec/platform.md §2 "student quiz
 * review"): the account that owns the student (a parent, or a school student's own login), and the
 * school staff who see the student's progress (a teacher of their class, an admin of their school),
 * since the class page and the student page link each quiz score to this review.
 */
export async function canReviewQuiz(user: UserRow, student: StudentRow, db: Db): Promise<boolean> {
  return canManageStudent(user, student) || (await canViewStudentProgress(db, user, student));
}
