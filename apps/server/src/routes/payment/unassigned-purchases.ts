import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { purchases, students } from '../../db/schema.ts';

const OPENING = ['paid', 'refund_requested'];

/** The parent's students who have no purchase of the course (the ones a purchase could go to). */
export async function studentsWithoutCourse(db: Db, parentId: number, courseId: string) {
  const [all, owning] = await Promise.all([
    db.select().from(students).where(eq(students.parentUserId, parentId)).orderBy(asc(students.id)),
    db
      .select({ studentId: purchases.studentId })
      .from(purchases)
      .where(and(eq(purchases.courseId, courseId), isNotNull(purchases.studentId), inArray(purchases.status, OPENING))),
  ]);
  const have = new Set(owning.map((row) => row.studentId));
  return all.filter((student) => !have.has(student.id));
}

/** The oldest paid course purchase not given to anyone, when some student still lacks that course. */
export async function firstUnassignedPurchase(db: Db, parentId: number): Promise<{ purchaseId: number; courseId: string } | undefined> {
  const open = await db
    .select({ id: purchases.id, courseId: purchases.courseId })
    .from(purchases)
    .where(and(eq(purchases.userId, parentId), isNull(purchases.studentId), isNotNull(purchases.courseId), eq(purchases.status, 'paid')))
    .orderBy(asc(purchases.id));
  for (const row of open) {
    if (row.courseId && (await studentsWithoutCourse(db, parentId, row.courseId)).length > 0) return { purchaseId: row.id, courseId: row.courseId };
  }
  return undefined;
}
