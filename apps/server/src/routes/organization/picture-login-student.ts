import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classStudents, schoolClasses, students, users } from '../../db/schema.ts';
import { matchName } from '../../services/name-fold.ts';

/**
 * The pupil a name typed at the picture login means: only pupils of the school's picture classes
 * (the others cannot sign in with pictures), matched as a child types it (services/name-fold.ts).
 * A school's picture classes are a few hundred names at most, so they are matched here, not in SQL.
 */
export async function pictureLoginStudent(db: Db, organizationId: number, typed: string) {
  const pupils = await db
    .select({ user: users, studentId: students.id, username: students.username, hash: students.picturePasswordHash })
    .from(students)
    .innerJoin(users, eq(users.id, students.parentUserId))
    .innerJoin(classStudents, eq(classStudents.studentId, students.id))
    .innerJoin(schoolClasses, and(eq(schoolClasses.id, classStudents.classId), eq(schoolClasses.picturePasswords, true)))
    .where(and(eq(students.organizationId, organizationId), eq(users.isStudent, true)));
  return matchName(typed, pupils);
}
