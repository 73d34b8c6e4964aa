import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { students, users } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { MAX_STUDENTS_PER_PARENT } from '../policies/students-limit.ts';
import type { StudentRow } from '../presenters/student.ts';

export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';

/**
 * Adds a student to a parent. The parent's row is locked first, so two parallel requests cannot
 * both pass the limit; the unique index on lower(username) settles name races.
 */
export async function createStudent(
  db: Db,
  parentUserId: number,
  values: { username: string; character: string },
): Promise<StudentRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, parentUserId)).for('update');
    const [counted] = await tx.select({ n: count() }).from(students).where(eq(students.parentUserId, parentUserId));
    if ((counted?.n ?? 0) >= MAX_STUDENTS_PER_PARENT) {
      throw new HttpError(403, `A parent account can have at most ${MAX_STUDENTS_PER_PARENT} students.`, 'students_limit');
    }
    const [student] = await tx
      .insert(students)
      .values({ parentUserId, username: values.username, character: values.character })
      .onConflictDoNothing()
      .returning();
    if (!student) throw new HttpError(409, USERNAME_TAKEN, 'username_taken');
    return student;
  });
}
