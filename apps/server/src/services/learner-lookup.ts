import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../commands/sessions.ts';
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
  allowed: (user: UserRow, student: StudentRow) => boolean,
): Promise<StudentRow> {
  const auth = requireAuth(request);
  const [student] = await request.server.database.db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!student || !allowed(auth.user, student)) throw new HttpError(404, 'Student not found', 'student_not_found');
  return student;
}
