import type { Organization } from '@codehop/api';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizations, schoolClasses, students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { USER_TYPE_ADMIN, USER_TYPE_TEACHER } from '../../policies/organization.ts';
import { schoolStudentLimit } from '../../policies/school-student-limit.ts';

export const SLUG_TAKEN = 'This address is already taken. Please choose another one.';

/** An organisation with its numbers of staff, classes and students. */
export async function organizationAnswer(db: Db, organizationId: number, now = new Date()): Promise<Organization> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!organization) throw new HttpError(404, 'Organisation not found', 'organization_not_found');
  const [[staff], [classes], [learners], tier] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.isStudent, false), inArray(users.userType, [USER_TYPE_TEACHER, USER_TYPE_ADMIN]))),
    db.select({ n: count() }).from(schoolClasses).where(eq(schoolClasses.organizationId, organizationId)),
    db.select({ n: count() }).from(students).where(eq(students.organizationId, organizationId)),
    schoolStudentLimit(db, organizationId, now),
  ]);
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    address: organization.address,
    plan: tier.plan,
    student_limit: tier.limit,
    teacher_count: staff?.n ?? 0,
    class_count: classes?.n ?? 0,
    student_count: learners?.n ?? 0,
  };
}
