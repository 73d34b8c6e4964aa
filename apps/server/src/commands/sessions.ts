import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, students, users } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import { hashToken, randomToken } from '../services/secret-token.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  studentId?: number | null;
  /** An impersonation by platform staff: the audit record, and its shorter life. */
  impersonation?: { id: number; expiresAt: Date };
}

/** Starts a session; the caller gets the only copy of the token. */
export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  { studentId = null, impersonation }: NewSession = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = impersonation?.expiresAt ?? new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Housekeeping where it is cheap: the user's dead sessions go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      studentId,
      expiresAt,
      impersonationId: impersonation?.id ?? null,
    });
  return { token, expiresAt };
}

export type ChosenStudentRow = typeof students.$inferSelect;

/**
 * The live session of a token with its user and its chosen student (null when none), or undefined
 * when unknown or expired. The student comes in the same query because nearly every call a learner
 * makes needs it (one database round trip less per course, level and run call).
 */
export async function findSession(
  db: Db,
  clock: Clock,
  token: string,
): Promise<{ session: SessionRow; user: UserRow; chosenStudent: ChosenStudentRow | null } | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: clock.now() });
  return row;
}

// Every signed-in request starts here.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users, chosenStudent: students })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(students, eq(students.id, sessions.studentId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session'),
);

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, e.g. after a password reset. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
