import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { classStudents, classTeachers, schoolClasses, students, users } from '../../db/schema.ts';
import type { UserRow } from '../../commands/sessions.ts';
import { requireAuth, type AuthContext } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import {
  canManageClass,
  canManageOrganization,
  canManageSchoolStudent,
  isSchoolAdmin,
  isSchoolStaff,
  type ClassRow,
} from '../../policies/organization.ts';
import type { StudentRow } from '../../presenters/student.ts';

export interface StaffContext {
  auth: AuthContext;
  user: UserRow;
  organizationId: number;
  isAdmin: boolean;
}

/** The caller as school staff (teacher or admin), else 401 / 403. */
export function schoolStaff(request: FastifyRequest): StaffContext {
  const auth = requireAuth(request);
  const organizationId = auth.user.organizationId;
  if (!isSchoolStaff(auth.user) || organizationId === null) {
    throw new HttpError(403, 'Only teachers and admins of a school can do this.', 'not_school_staff');
  }
  return { auth, user: auth.user, organizationId, isAdmin: isSchoolAdmin(auth.user) };
}

/** The caller as an admin of their organisation, else 401 / 403. */
export function schoolAdmin(request: FastifyRequest): StaffContext {
  const staff = schoolStaff(request);
  if (!canManageOrganization(staff.user, staff.organizationId)) {
    throw new HttpError(403, 'Only the admins of your school can do this.', 'not_school_admin');
  }
  return staff;
}

export const CLASS_NOT_FOUND = new HttpError(404, 'Class not found', 'class_not_found');
export const STUDENT_NOT_FOUND = new HttpError(404, 'Student not found', 'student_not_found');
export const TEACHER_NOT_FOUND = new HttpError(404, 'Teacher not found', 'teacher_not_found');

/** A class the caller manages; 404 for any other (another school's, another teacher's). */
export async function managedClass(request: FastifyRequest, staff: StaffContext, classId: number): Promise<ClassRow> {
  const { db } = request.server.database;
  const [klass] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, classId)).limit(1);
  if (!klass || !(await canManageClass(db, staff.user, klass))) throw CLASS_NOT_FOUND;
  return klass;
}

/** A school student the caller manages; 404 for any other. */
export async function managedStudent(request: FastifyRequest, staff: StaffContext, studentId: number): Promise<StudentRow> {
  const { db } = request.server.database;
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!student || !(await canManageSchoolStudent(db, staff.user, student))) throw STUDENT_NOT_FOUND;
  return student;
}

/** A staff member of the caller's organisation (for admins' teacher calls); 404 otherwise. */
export async function organizationTeacher(request: FastifyRequest, staff: StaffContext, teacherId: number): Promise<UserRow> {
  const [teacher] = await request.server.database.db.select().from(users).where(eq(users.id, teacherId)).limit(1);
  if (!teacher || teacher.organizationId !== staff.organizationId || !isSchoolStaff(teacher)) throw TEACHER_NOT_FOUND;
  return teacher;
}

/** The classes the caller sees: all of the organisation for admins, their own for teachers. */
export async function visibleClasses(request: FastifyRequest, staff: StaffContext): Promise<ClassRow[]> {
  const { db } = request.server.database;
  if (staff.isAdmin) {
    return db.select().from(schoolClasses).where(eq(schoolClasses.organizationId, staff.organizationId)).orderBy(schoolClasses.name);
  }
  const rows = await db
    .select({ klass: schoolClasses })
    .from(schoolClasses)
    .innerJoin(classTeachers, eq(classTeachers.classId, schoolClasses.id))
    .where(and(eq(schoolClasses.organizationId, staff.organizationId), eq(classTeachers.userId, staff.user.id)))
    .orderBy(schoolClasses.name);
  return rows.map((row) => row.klass);
}

/** Student counts and teacher ids of some classes. */
export async function classFacts(request: FastifyRequest, classIds: readonly number[]) {
  const { db } = request.server.database;
  const counts = new Map<number, number>();
  const teachers = new Map<number, number[]>();
  if (classIds.length === 0) return { counts, teachers };
  const placed = await db.select({ classId: classStudents.classId }).from(classStudents).where(inArray(classStudents.classId, [...classIds]));
  for (const row of placed) counts.set(row.classId, (counts.get(row.classId) ?? 0) + 1);
  const taught = await db.select().from(classTeachers).where(inArray(classTeachers.classId, [...classIds]));
  for (const row of taught) teachers.set(row.classId, [...(teachers.get(row.classId) ?? []), row.userId]);
  return { counts, teachers };
}

/** The students of some classes, with their class. */
export async function studentsOfClasses(request: FastifyRequest, classes: readonly ClassRow[]) {
  if (classes.length === 0) return [];
  const rows = await request.server.database.db
    .select({ student: students, classId: classStudents.classId })
    .from(classStudents)
    .innerJoin(students, eq(students.id, classStudents.studentId))
    .where(inArray(classStudents.classId, classes.map((klass) => klass.id)))
    .orderBy(students.username);
  const byId = new Map(classes.map((klass) => [klass.id, klass]));
  return rows.map((row) => ({ student: row.student, klass: byId.get(row.classId) ?? null }));
}
