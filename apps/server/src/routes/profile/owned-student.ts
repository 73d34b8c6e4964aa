import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canManageStudent } from '../../policies/can-manage-student.ts';
import { canHaveFamilyStudents } from '../../policies/organization.ts';
import type { StudentRow } from '../../presenters/student.ts';

/** A student the signed-in user may manage; 404 for anyone else's, as for one that does not exist. */
export async function ownedStudent(request: FastifyRequest, studentId: number): Promise<StudentRow> {
  const auth = requireAuth(request);
  const [student] = await request.server.database.db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!student || !canHaveFamilyStudents(auth.user) || !canManageStudent(auth.user, student)) throw new HttpError(404, 'Student not found', 'student_not_found');
  return student;
}

/** The signed-in account when it may keep family students (a school student may not: 403). */
export function familyAccount(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (!canHaveFamilyStudents(auth.user)) {
    throw new HttpError(403, 'School students are managed by their school.', 'school_student');
  }
  return auth;
}
