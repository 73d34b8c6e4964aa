import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import { students } from '../db/schema.ts';
import { requireAuth } from '../plugins/authentication.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { StudentRow } from '../presenters/student.ts';

/**
 * The student named in a path, when the policy lets the signed-in caller see them; anyone else
 * gets 404, as for a student that does not exist (no one learns which ids are taken).
 */
export async function studentFor(
  request: FastifyRequest,
  studentId: number,
  allowed: (user: UserRow, student: StudentRow, db: Db) => boolean | Promise<boolean>,
): Promise<StudentRow> {
  const auth = requireAuth(request);
  const { db } = request.server.database;
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  // A policy may need the database (a teacher's classes), so it may answer later.
  if (!student || !(await allowed(auth.user, student, db))) throw new HttpError(404, 'Student not found', 'student_not_found');
  return student;
}
