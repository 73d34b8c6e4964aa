import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import { classStudents, classTeachers, schoolClasses } from '../db/schema.ts';
import type { StudentRow } from '../presenters/student.ts';

/**
 * Who may do what in a school (spec/platform.md §6). Staff are users with an organisation and
 * user_type 1 (teacher) or 2 (admin); a school student is a login account with is_student and an
 * organisation. Admins see the whole organisation, teachers their own classes and those classes'
 * students, nobody another organisation. Routes answer 404 for things outside the caller's reach.
 */
export const USER_TYPE_TEACHER = 1;
export const USER_TYPE_ADMIN = 2;

export type ClassRow = typeof schoolClasses.$inferSelect;

export function isSchoolStudent(user: UserRow): boolean {
  return user.isStudent && user.organizationId !== null;
}

export function isSchoolAdmin(user: UserRow): boolean {
  return user.organizationId !== null && !user.isStudent && user.userType === USER_TYPE_ADMIN;
}

export function isSchoolStaff(user: UserRow): boolean {
  return (
    user.organizationId !== null &&
    !user.isStudent &&
    (user.userType === USER_TYPE_TEACHER || user.userType === USER_TYPE_ADMIN)
  );
}

/** A signed-in account with no school yet, that is not a student, may register one and become its admin. */
export function canRegisterOrganization(user: UserRow): boolean {
  return user.organizationId === null && !user.isStudent;
}

/** Organisation details, teachers and invitations: the organisation's admins. */
export function canManageOrganization(user: UserRow, organizationId: number): boolean {
  return isSchoolAdmin(user) && user.organizationId === organizationId;
}

/** Adding classes: any staff member of the organisation (a teacher's new class is theirs). */
export function canCreateClass(user: UserRow): boolean {
  return isSchoolStaff(user);
}

/** A class's settings, students and progress: the organisation's admins and the class's teachers. */
export async function canManageClass(db: Db, user: UserRow, klass: ClassRow): Promise<boolean> {
  if (!isSchoolStaff(user) || user.organizationId !== klass.organizationId) return false;
  if (isSchoolAdmin(user)) return true;
  const [row] = await db
    .select({ classId: classTeachers.classId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, klass.id), eq(classTeachers.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** Deleting a class or changing who teaches it: admins only. */
export function canDeleteClass(user: UserRow, klass: ClassRow): boolean {
  return canManageOrganization(user, klass.organizationId);
}

/**
 * A school student's profile, progress and settings: admins of their organisation, teachers of
 * their class. A student without a class is the admins' alone.
 */
export async function canManageSchoolStudent(db: Db, user: UserRow, student: StudentRow): Promise<boolean> {
  if (!isSchoolStaff(user) || student.organizationId === null || user.organizationId !== student.organizationId) return false;
  if (isSchoolAdmin(user)) return true;
  const [row] = await db
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .innerJoin(classTeachers, eq(classTeachers.classId, classStudents.classId))
    .where(and(eq(classStudents.studentId, student.id), eq(classTeachers.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** What staff see of a student's progress is what they may manage. */
export const canViewStudentProgress = canManageSchoolStudent;

/** School students play in their own account; they never manage family student profiles. */
export function canHaveFamilyStudents(user: UserRow): boolean {
  return !isSchoolStudent(user);
}
