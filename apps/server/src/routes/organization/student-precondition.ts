import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { students } from '../../db/schema.ts';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import type { StudentRow } from '../../presenters/student.ts';
import { entityTag, sendTag, StaleError } from '../../plugins/preconditions.ts';
import { STUDENT_NOT_FOUND } from './organization-context.ts';
import { classOfStudent } from './student-class.ts';

/** The students row's tag; the parent's student page (routes/profile) uses the same one. */
export const STUDENT_TAG = 'student';

export function sendStudentTag(reply: FastifyReply, student: StudentRow): void {
  sendTag(reply, STUDENT_TAG, student.id, student.version);
}

/** Thrown inside a transaction whose conditional write touched no row (rolls it back). */
export class StaleWrite extends Error {}

/** 412 with the school student as they are now (404 when gone). */
export async function staleSchoolStudent(db: Db, studentId: number): Promise<never> {
  const [now] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!now) throw STUDENT_NOT_FOUND;
  throw new StaleError(presentSchoolStudent(now, await classOfStudent(db, now.id)), entityTag(STUDENT_TAG, now.id, now.version));
}
