import type { FastifyRequest } from 'fastify';
import type { SchoolClass } from '@codehop/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classTeachers, schoolClasses, users } from '../../db/schema.ts';
import { nextVersion, versionMatches } from '../../plugins/preconditions.ts';
import { isSchoolStaff, type ClassRow } from '../../policies/organization.ts';
import { presentClass } from '../../presenters/organization.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { classFacts } from './organization-context.ts';

export async function classAnswer(request: FastifyRequest, klass: ClassRow): Promise<SchoolClass> {
  const facts = await classFacts(request, [klass.id]);
  return presentClass(klass, facts.counts.get(klass.id) ?? 0, facts.teachers.get(klass.id) ?? []);
}

/**
 * Replaces a class's teachers; every id must be staff of the class's organisation (else 422). The
 * class's version is bumped first, in the same transaction (its row lock orders racing saves), and
 * only while it is one of `versions` (If-Match): null when it was not, and nothing changed.
 */
export async function setClassTeachers(db: Db, klass: ClassRow, teacherIds: readonly number[], versions?: readonly number[]): Promise<ClassRow | null> {
  const unique = [...new Set(teacherIds)];
  if (unique.length > 0) {
    const staff = await db.select().from(users).where(and(inArray(users.id, unique), eq(users.organizationId, klass.organizationId)));
    const known = new Set(staff.filter(isSchoolStaff).map((row) => row.id));
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new HttpError(422, 'Validation Error', 'validation_error', [
        { field: 'teacher_ids', location: 'body', message: `Not teachers of this school: ${unknown.join(', ')}` },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(schoolClasses)
      .set({ version: nextVersion(schoolClasses.version) })
      .where(and(eq(schoolClasses.id, klass.id), versionMatches(schoolClasses.version, versions)))
      .returning();
    if (!bumped) return null;
    await tx.delete(classTeachers).where(eq(classTeachers.classId, klass.id));
    if (unique.length > 0) await tx.insert(classTeachers).values(unique.map((userId) => ({ classId: klass.id, userId })));
    return bumped;
  });
}
