import type { CreditResponse, LastPlayed, LevelUpdateRequest } from '@codehop/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { levelProgress, levelRuns, students } from '../db/schema.ts';
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
      status: row?.status === 'complete' ? 'complete' : 'in_progress',
      lastPlayed: { course_id: courseId, level_slug: update.level_slug },
      credit,
    };
  });
}
