import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { entityTag, sendTag, StaleError } from '../../plugins/preconditions.ts';
import { presentProfile } from '../../presenters/current-user.ts';
import { presentStudent, type StudentRow } from '../../presenters/student.ts';

/** The account's tag (GET /api/profile); the parent's students share the school students' tag kind. */
export const PROFILE_TAG = 'profile';
export const STUDENT_TAG = 'student';

export function sendFamilyStudentTag(reply: FastifyReply, student: StudentRow): void {
  sendTag(reply, STUDENT_TAG, student.id, student.version);
}

/** 412 with the parent's student as they are now (404 when gone). */
export async function staleFamilyStudent(db: Db, studentId: number): Promise<never> {
  const [now] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!now) throw new HttpError(404, 'Student not found', 'student_not_found');
  throw new StaleError(presentStudent(now), entityTag(STUDENT_TAG, now.id, now.version));
}

/** 412 with the account as it is now. */
export async function staleProfile(db: Db, userId: number): Promise<never> {
  const [now] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!now) throw new HttpError(401, 'Not authenticated', 'not_authenticated');
  throw new StaleError(presentProfile(now), entityTag(PROFILE_TAG, now.id, now.version));
}
