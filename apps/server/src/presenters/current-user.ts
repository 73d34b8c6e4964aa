import { DEFAULT_LANGUAGE, type CurrentUser, type Profile } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import { impersonations, students } from '../db/schema.ts';
import { classOfLearner } from '../policies/class-rules.ts';
import type { ClassRow } from '../policies/organization.ts';

type ImpersonationRow = typeof impersonations.$inferSelect;
import { presentLastPlayed, presentStudent, type StudentRow } from './student.ts';

/** GET /api/auth/current's shape (spec/platform.md §3). Class details arrive with the schools issue. */
export function presentCurrentUser(
  user: UserRow,
  student: StudentRow | null,
  impersonation: ImpersonationRow | null = null,
  klass: ClassRow | null = null,
): CurrentUser {
  return {
    user_id: user.id,
    // A school student's login account has a hidden placeholder address: nothing to show.
    email: user.isStudent && user.organizationId !== null ? '' : user.email,
    full_name: user.fullName,
    student_id: student?.id ?? null,
    organization_id: user.organizationId,
    is_student: user.isStudent,
    user_details: { user_type: user.userType, full_name: user.fullName, email_verified: user.emailVerifiedAt !== null },
    student_details: student ? presentStudent(student) : null,
    class_details: klass ? { name: klass.name, unlocked_chapters: klass.unlockedChapters, no_skip: klass.noSkip, quiz: klass.quiz } : null,
    last_played: presentLastPlayed(student),
    language: user.language ?? DEFAULT_LANGUAGE,
    is_platform_staff: user.isPlatformStaff && impersonation === null,
    impersonation: impersonation
      ? {
          staff_email: impersonation.staffEmail,
          student_username: impersonation.targetStudentUsername,
          expires_at: impersonation.expiresAt.toISOString(),
        }
      : null,
  };
}

/** Loads the session's chosen student (and impersonation, if any) and shapes the current user. */
export async function currentUserAnswer(
  db: Db,
  user: UserRow,
  /** The chosen student: its id, or its row when the caller has it already (read with the session). */
  chosen: number | StudentRow | null,
  impersonationId: number | null = null,
): Promise<CurrentUser> {
  const student =
    typeof chosen === 'number'
      ? ((await db.select().from(students).where(eq(students.id, chosen)).limit(1))[0] ?? null)
      : chosen;
  const impersonation = impersonationId
    ? ((await db.select().from(impersonations).where(eq(impersonations.id, impersonationId)).limit(1))[0] ?? null)
    : null;
  const klass = student ? await classOfLearner(db, student.id) : null;
  return presentCurrentUser(user, student, impersonation, klass);
}

export function presentProfile(user: UserRow): Profile {
  return {
    user_id: user.id,
    email: user.isStudent && user.organizationId !== null ? '' : user.email,
    full_name: user.fullName,
    user_type: user.userType,
    is_student: user.isStudent,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    language: user.language ?? DEFAULT_LANGUAGE,
    created_at: user.createdAt.toISOString(),
  };
}
