import type { CreditResponse, LastPlayed, LevelUpdateRequest } from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { levelProgress, levelUpdateReceipts, students } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { attemptSubject, dailyAttemptLimit, type Player } from '../policies/attempt-limits.ts';
import { utcDay, type Clock } from '../services/clock.ts';
import { consumeAttempt, creditAnswer, readAttempts } from './attempts.ts';

export const ATTEMPTS_EXHAUSTED_ANONYMOUS = "You've used all your attempts for the day. Sign up to get more attempts.";
export const ATTEMPTS_EXHAUSTED_SIGNED_IN =
  "You've used all your attempts for the day. Upgrade your plan to get unlimited attempts each day.";

export interface LevelAttemptResult {
  saved: boolean;
  status: 'in_progress' | 'complete' | null;
  lastPlayed: LastPlayed | null;
  credit: CreditResponse;
  /** The record's client_id had been accepted before: nothing was counted again. */
  replayed?: boolean;
}

/**
 * Records a run (in_progress) or its success (complete). A run spends one daily level attempt (403
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
  const limit = dailyAttemptLimit(player, 'level');
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
    if (player.kind === 'anonymous') return { saved: false, status: null, lastPlayed: null, credit };
    const now = clock.now();
    const complete = update.last_status === 'complete';
    const [row] = await tx
      .insert(levelProgress)
      .values({
        studentId: player.student.id,
        courseId,
        levelSlug: update.level_slug,
        status: update.last_status,
        lastCodeExecuted: update.last_code_executed,
        completedAt: complete ? now : null,
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
    await tx
      .update(students)
      .set({ lastCourseId: courseId, lastLevelSlug: update.level_slug })
      .where(eq(students.id, player.student.id));
    return {
      saved: true,
      status: row?.status === 'complete' ? 'complete' : 'in_progress',
      lastPlayed: { course_id: courseId, level_slug: update.level_slug },
      credit,
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
  if (player.kind === 'anonymous') return { saved: false, status: null, lastPlayed: null, credit, replayed: true };
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
    replayed: true,
  };
}
