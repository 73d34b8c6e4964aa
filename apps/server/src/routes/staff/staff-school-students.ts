import type { StaffSchoolStudent } from '@codehop/api';
import { eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../commands/sessions.ts';
import type { Db } from '../../db/database.ts';
import { classStudents, organizations, schoolClasses, students } from '../../db/schema.ts';

/**
 * For the accounts that are school students' own logins: who they are at school (username, school,
 * class). Their e-mail is a made-up `student-…@students.codehop.invalid` address that nobody
 * confirms, so staff recognise them by these instead. Keyed by the account's id.
 */
export async function schoolStudentsOf(
  db: Db,
  accounts: readonly UserRow[],
): Promise<Map<number, StaffSchoolStudent>> {
  const logins = accounts.filter((account) => account.isStudent);
  const found = new Map<number, StaffSchoolStudent>();
  if (logins.length === 0) return found;
  const rows = await db
    .select({
      accountId: students.parentUserId,
      studentId: students.id,
      username: students.username,
      organizationId: organizations.id,
      schoolName: organizations.name,
      classId: schoolClasses.id,
      className: schoolClasses.name,
    })
    .from(students)
    .innerJoin(organizations, eq(organizations.id, students.organizationId))
    .leftJoin(classStudents, eq(classStudents.studentId, students.id))
    .leftJoin(schoolClasses, eq(schoolClasses.id, classStudents.classId))
    .where(
      inArray(
        students.parentUserId,
        logins.map((account) => account.id),
      ),
    );
  for (const row of rows) {
    if (row.accountId === null || found.has(row.accountId)) continue;
    found.set(row.accountId, {
      student_id: row.studentId,
      username: row.username,
      organization_id: row.organizationId,
      school_name: row.schoolName,
      class_id: row.classId,
      class_name: row.className,
    });
  }
  return found;
}
