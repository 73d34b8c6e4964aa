import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { impersonationActions, impersonations, sessions } from '../db/schema.ts';
import type { StudentRow } from '../presenters/student.ts';
import { IMPERSONATION_LIFETIME_MS } from '../policies/impersonation.ts';
import type { Clock } from '../services/clock.ts';
import { createSession, type UserRow } from './sessions.ts';

export interface ImpersonationStart {
  staff: UserRow;
  target: UserRow;
  student: StudentRow | null;
  ipAddress: string;
  userAgent: string;
  reason: string;
}

/** Writes the audit record and starts the 30-minute session as the target. */
export async function startImpersonation(db: Db, clock: Clock, start: ImpersonationStart) {
  const expiresAt = new Date(clock.now().getTime() + IMPERSONATION_LIFETIME_MS);
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(impersonations)
      .values({
        staffUserId: start.staff.id,
        staffEmail: start.staff.email,
        targetUserId: start.target.id,
        targetEmail: start.target.email,
        targetStudentId: start.student?.id ?? null,
        targetStudentUsername: start.student?.username ?? null,
        reason: start.reason,
        ipAddress: start.ipAddress,
        userAgent: start.userAgent.slice(0, 500),
        startedAt: clock.now(),
        expiresAt,
      })
      .returning();
    if (!record) throw new Error('the impersonation record was not written');
    const session = await createSession(tx, clock, start.target.id, {
      studentId: start.student?.id ?? null,
      impersonation: { id: record.id, expiresAt },
    });
    return { ...session, impersonationId: record.id };
  });
}

/** Ends an impersonation: its end time is written once and its session goes. */
export async function endImpersonation(
  db: Db,
  clock: Clock,
  impersonationId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(impersonations)
      .set({ endedAt: clock.now() })
      .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)));
    await tx.delete(sessions).where(eq(sessions.impersonationId, impersonationId));
  });
}

/** Records a change made while impersonating (the body's field names, never their values). */
export async function recordImpersonatedAction(
  db: Db,
  action: {
    impersonationId: number;
    method: string;
    url: string;
    statusCode: number;
    fields: string[];
  },
): Promise<void> {
  await db.insert(impersonationActions).values(action);
}
