import { studentUsernameSchema, type FieldError, type StudentCredentials } from '@codehop/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classStudents, organizations, students, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { nextVersion, versionMatches } from '../plugins/preconditions.ts';
import { fitsSchoolTier, schoolStudentLimit } from '../policies/school-student-limit.ts';
import type { StudentRow } from '../presenters/student.ts';
import {
  generateStudentPassword,
  generateStudentUsername,
  hashStudentPassword,
  schoolStudentEmail,
} from '../services/school-credentials.ts';

export const SCHOOL_USERNAME_TAKEN = 'This username is already taken in your school. Please choose another one.';

export interface NewSchoolStudent {
  username: string;
  password: string;
  character?: string;
}

/** Usernames of the organisation already taken, lower-cased, among the given ones. */
async function takenUsernames(db: Db, organizationId: number, usernames: readonly string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const lowered = usernames.map((name) => name.toLowerCase());
  const rows = await db
    .select({ username: sql<string>`lower(${students.username})` })
    .from(students)
    .where(and(eq(students.organizationId, organizationId), inArray(sql`lower(${students.username})`, lowered)));
  return new Set(rows.map((row) => row.username));
}

/**
 * Creates school students in one class, all or nothing: each gets a login account of its own
 * (is_student, the organisation, a password hashed for the card) and a student profile owned by
 * it. Every row is checked first (username rules, duplicates in the list, names the school already
 * has) and a single 422 lists every failing row; then one transaction inserts them all.
 */
export async function createSchoolStudents(
  db: Db,
  organizationId: number,
  classId: number,
  rows: readonly NewSchoolStudent[],
  now: Date,
): Promise<{ credentials: StudentCredentials[]; students: StudentRow[] }> {
  const errors: FieldError[] = [];
  const normalised: NewSchoolStudent[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const parsed = studentUsernameSchema.safeParse(row.username);
    if (!parsed.success) {
      errors.push({ field: `usernames.${index}`, location: 'body', message: `Row ${index + 1} (${row.username.slice(0, 40)}): ${parsed.error.issues[0]?.message ?? 'invalid'}` });
      return;
    }
    const key = parsed.data.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) {
      errors.push({ field: `usernames.${index}`, location: 'body', message: `Row ${index + 1} (${parsed.data}): the same name as row ${before + 1}` });
      return;
    }
    seen.set(key, index);
    normalised.push({ ...row, username: parsed.data });
  });
  const taken = await takenUsernames(db, organizationId, normalised.map((row) => row.username));
  rows.forEach((row, index) => {
    if (taken.has(row.username.trim().normalize('NFC').toLowerCase())) {
      errors.push({ field: `usernames.${index}`, location: 'body', message: `Row ${index + 1} (${row.username}): ${SCHOOL_USERNAME_TAKEN}` });
    }
  });
  if (errors.length > 0) throw new HttpError(422, 'Validation Error', 'validation_error', errors);

  const hashes = await Promise.all(normalised.map((row) => hashStudentPassword(row.password)));
  const accounts = normalised.map((row, index) => ({ ...row, email: schoolStudentEmail(), passwordHash: hashes[index] ?? '' }));
  try {
    return await db.transaction(async (tx) => {
      // The school's tier caps its students (issue 12): counted under a lock on the organisation,
      // so two classes adding students at once cannot pass it together.
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
      const [held] = await tx.select({ count: sql<number>`count(*)::int` }).from(students).where(eq(students.organizationId, organizationId));
      const tier = await schoolStudentLimit(tx, organizationId, now);
      if (!fitsSchoolTier(tier, held?.count ?? 0, accounts.length)) {
        throw new HttpError(403, schoolLimitMessage(tier.limit), 'school_student_limit');
      }
      const insertedUsers = await tx
        .insert(users)
        .values(accounts.map((row) => ({ email: row.email, passwordHash: row.passwordHash, fullName: row.username, isStudent: true, organizationId })))
        .returning({ id: users.id, email: users.email });
      const userIdByEmail = new Map(insertedUsers.map((row) => [row.email, row.id]));
      const insertedStudents = await tx
        .insert(students)
        .values(
          accounts.map((row) => ({
            parentUserId: userIdByEmail.get(row.email) ?? 0,
            organizationId,
            username: row.username,
            character: row.character ?? 'Rabbit',
          })),
        )
        .returning();
      const ids = insertedStudents.map((student) => student.id);
      await tx.insert(classStudents).values(ids.map((studentId) => ({ studentId, classId })));
      // Each account plays as its own student: chosen again at every login.
      await tx.execute(sql`update users set last_student_id = s.id from students s where s.parent_user_id = users.id and s.id in ${sql.raw(`(${ids.join(',')})`)}`);
      const byName = new Map(insertedStudents.map((student) => [student.username.toLowerCase(), student]));
      return {
        students: insertedStudents,
        credentials: accounts.map((row) => ({ id: byName.get(row.username.toLowerCase())?.id ?? 0, username: row.username, password: row.password })),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SCHOOL_USERNAME_TAKEN, 'username_taken');
    throw error;
  }
}

function schoolLimitMessage(limit: number | null): string {
  return `Your school's plan allows ${limit ?? 0} students. Upgrade to the large plan to add more.`;
}

/** `count` students with generated names that the school does not have yet. */
export async function generatedStudents(db: Db, organizationId: number, count: number): Promise<NewSchoolStudent[]> {
  const names = new Map<string, string>();
  for (let round = 0; round < 8 && names.size < count; round += 1) {
    const candidates = new Map<string, string>();
    while (candidates.size < (count - names.size) * 2) {
      const name = generateStudentUsername();
      if (!names.has(name.toLowerCase())) candidates.set(name.toLowerCase(), name);
    }
    const taken = await takenUsernames(db, organizationId, [...candidates.values()]);
    for (const [lower, name] of candidates) {
      if (names.size >= count) break;
      if (!taken.has(lower)) names.set(lower, name);
    }
  }
  return [...names.values()].map((username) => ({ username, password: generateStudentPassword() }));
}

/** A student's place in a class: moved (progress stays with the student), or set for the first time. */
export async function placeInClass(db: Db, studentIds: readonly number[], classId: number): Promise<void> {
  if (studentIds.length === 0) return;
  await db
    .insert(classStudents)
    .values(studentIds.map((studentId) => ({ studentId, classId })))
    .onConflictDoUpdate({ target: classStudents.studentId, set: { classId } });
  // The class is part of the school student's answer: a page opened before the move is stale now.
  await db.update(students).set({ version: nextVersion(students.version) }).where(inArray(students.id, [...studentIds]));
}

/**
 * Deletes a school student: their login account, profile, progress and runs go with it. With
 * `versions` (If-Match) only while the row is at one of them: false when it was not (nothing deleted).
 */
export async function deleteSchoolStudent(db: Db, student: StudentRow, versions?: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(students)
      .where(and(eq(students.id, student.id), versionMatches(students.version, versions)))
      .returning({ id: students.id });
    if (deleted.length === 0) return false;
    if (student.parentUserId !== null) {
      await tx.delete(users).where(and(eq(users.id, student.parentUserId), eq(users.isStudent, true)));
    }
    return true;
  });
}
