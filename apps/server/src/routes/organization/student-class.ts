import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classStudents, schoolClasses } from '../../db/schema.ts';

/** The class a school student sits in, if any. */
export async function classOfStudent(db: Db, studentId: number) {
  const [row] = await db
    .select({ klass: schoolClasses })
    .from(classStudents)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classStudents.classId))
    .where(eq(classStudents.studentId, studentId))
    .limit(1);
  return row?.klass ?? null;
}
