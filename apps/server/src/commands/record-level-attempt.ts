import type { CreditResponse, LastPlayed, LevelUpdateRequest } from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { levelProgress, levelRuns, levelUpdateReceipts, levelVerifications, students } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { attemptSubject, dailyAttemptLimit, type Player } from '../policies/attempt-limits.ts';
import { utcDay, type Clock } from '../services/clock.ts';
import type { VerificationJob } from '../services/learner-code/level-verifier.ts';
import { consumeAttempt, creditAnswer, readAttempts } from './attempts.ts';

export const ATTEMPTS_EXHAUSTED_ANONYMOUS = "You've used all your attempts for the day. Sign up to get more attempts.";
export const ATTEMPTS_EXHAUSTED_SIGNED_IN =
  "You've used all your attempts for the day. Upgrade your plan to get unlimited attempts each day.";

export interface LevelAttemptResult {
  saved: boolean;
  status: 'in_progress' | 'complete' | null;
  lastPlayed: LastPlayed | null;
  credit: CreditResponse;
  /** A claimed completion the server must check before the level counts as complete. */
  verification: VerificationJob | null;
  /** The record's client_id had been accepted before: nothing was counted again. */
  replayed?: boolean;
}

/**
 * Records a run (in_progress) or its success (complete). A success is a claim: the progress is
 * stored as in_progress with a pending verification, which the route hands to the level
 * verifier; only the engine's agreement makes it complete. A run spends one daily level attempt (403
 * when none is left); a student's progress is upserted and becomes their last played level, all in
 * one transaction. A completed level stays completed when it is played again.
 */
export async function recordLevelAttempt(
  db: Db,
  clock: Clock,
  player: Player,
  courseId: string,
  update: LevelUpdateRequest,
): Promise<LevelAttemptResult> {
  const day = utcDay(clock.now());
  const subject = attemptSubject(player);
  const limit = await dailyAttemptLimit(db, clock.now(), player, 'level');
  return db.transaction(async (tx) => {
    if (update.client_id !== undefined) {
      // The unique index decides: a second insert of the same id inserts nothing.
      const [receipt] = await tx
        .insert(levelUpdateReceipts)
        .values({ subject, clientId: update.client_id, receivedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: levelUpdateReceipts.id });
      if (!receipt) return replayedAnswer(tx, player, subject, day, limit, courseId, update.level_slug);
    }
    let counter: number;
    if (update.last_status === 'in_progress') {
      const spent = await consumeAttempt(tx, subject, 'level', day, limit);
      if (!spent.allowed) {
        throw new HttpError(
          403,
          player.kind === 'anonymous' ? ATTEMPTS_EXHAUSTED_ANONYMOUS : ATTEMPTS_EXHAUSTED_SIGNED_IN,
          'attempts_exhausted',
        );
      }
      counter = spent.counter;
    } else {
      counter = await readAttempts(tx, subject, 'level', day);
    }
    const credit = creditAnswer('level', counter, limit);
    if (player.kind === 'anonymous') return { saved: false, status: null, lastPlayed: null, credit, verification: null };
    const now = clock.now();
    const complete = update.last_status === 'complete';
    const [row] = await tx
      .insert(levelProgress)
      .values({
        studentId: player.student.id,
        courseId,
        levelSlug: update.level_slug,
        status: 'in_progress',
        lastCodeExecuted: update.last_code_executed,
        completedAt: null,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug],
        set: {
          status: sql`case when ${levelProgress.status} = 'complete' then 'complete' else excluded.status end`,
          lastCodeExecuted: sql`excluded.last_code_executed`,
          completedAt: sql`coalesce(${levelProgress.completedAt}, excluded.completed_at)`,
          updatedAt: now,
        },
      })
      .returning({ status: levelProgress.status });
    const alreadyComplete = row?.status === 'complete';
    let verification: VerificationJob | null = null;
    if (complete && !alreadyComplete) {
      const [claim] = await tx
        .insert(levelVerifications)
        .values({ studentId: player.student.id, courseId, levelSlug: update.level_slug, code: update.last_code_executed, status: 'pending' })
        .onConflictDoUpdate({
          target: [levelVerifications.studentId, levelVerifications.courseId, levelVerifications.levelSlug],
          set: { code: sql`excluded.code`, status: 'pending', detail: null, createdAt: now, finishedAt: null },
        })
        .returning({ id: levelVerifications.id });
      if (claim) {
        verification = { id: claim.id, studentId: player.student.id, courseId, levelSlug: update.level_slug, code: update.last_code_executed };
      }
    }
    // School students' runs feed the class heatmap and the teacher's "who is stuck" panel.
    if (update.last_status === 'in_progress' && player.student.organizationId !== null) {
      await tx.insert(levelRuns).values({ studentId: player.student.id, courseId, levelSlug: update.level_slug, createdAt: now });
    }
    await tx
      .update(students)
      .set({ lastCourseId: courseId, lastLevelSlug: update.level_slug })
      .where(eq(students.id, player.student.id));
    return {
      saved: true,
      status: alreadyComplete ? 'complete' : 'in_progress',
      lastPlayed: { course_id: courseId, level_slug: update.level_slug },
      credit,
      verification,
    };
  });
}

/** The answer to a record already accepted: today's credit and the level's stored status, nothing spent. */
async function replayedAnswer(
  tx: Db,
  player: Player,
  subject: string,
  day: string,
  limit: number | null,
  courseId: string,
  levelSlug: string,
): Promise<LevelAttemptResult> {
  const credit = creditAnswer('level', await readAttempts(tx, subject, 'level', day), limit);
  if (player.kind === 'anonymous') return { saved: false, status: null, lastPlayed: null, credit, verification: null, replayed: true };
  const [row] = await tx
    .select({ status: levelProgress.status })
    .from(levelProgress)
    .where(
      and(
        eq(levelProgress.studentId, player.student.id),
        eq(levelProgress.courseId, courseId),
        eq(levelProgress.levelSlug, levelSlug),
      ),
    )
    .limit(1);
  return {
    saved: true,
    status: row === undefined ? null : row.status === 'complete' ? 'complete' : 'in_progress',
    lastPlayed: { course_id: courseId, level_slug: levelSlug },
    credit,
    // The first delivery of this record already submitted its completion for checking.
    verification: null,
    replayed: true,
  };
}
