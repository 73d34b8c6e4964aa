import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import type { StudentRow } from '../presenters/student.ts';
import { canManageSchoolStudent } from './organization.ts';

/**
 * Whether a user may see, edit, delete or choose a student and see its progress through the family
 * calls: the account that owns it (a parent, or a school student's own login account).
 */
export function canManageStudent(user: UserRow, student: StudentRow): boolean {
  return student.parentUserId === user.id;
}

/**
 * Whether a session may play as (choose) a student and read its progress: its owner, or school
 * staff who manage it (a teacher of its class, an admin of its school: "choose a student to play").
 */
export async function canPlayAsStudent(db: Db, user: UserRow, student: StudentRow): Promise<boolean> {
  return canManageStudent(user, student) || (await canManageSchoolStudent(db, user, student));
}
