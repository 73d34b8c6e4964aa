import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { students } from '../db/schema.ts';
import { requireAuth } from '../plugins/authentication.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { canPlayAsStudent } from '../policies/can-manage-student.ts';
import type { StudentRow } from '../presenters/student.ts';

/**
 * Whose progress a read shows: the student named in the query (only for its parent: anyone else
 * gets 404, as for a student that does not exist), else the session's chosen student, else nobody.
 */
export async function viewedStudent(request: FastifyRequest, studentId: number | undefined): Promise<StudentRow | null> {
  const { db } = request.server.database;
  if (studentId !== undefined) {
    const auth = requireAuth(request);
    const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
    if (!student || !(await canPlayAsStudent(db, auth.user, student))) throw new HttpError(404, 'Student not found', 'student_not_found');
    return student;
  }
  // The chosen student is read with the session (plugins/authentication.ts).
  const student = request.auth?.chosenStudent;
  if (!student || !request.auth) return null;
  return (await canPlayAsStudent(db, request.auth.user, student)) ? student : null;
}
