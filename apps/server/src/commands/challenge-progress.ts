import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { challengeProgress } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';

/** A student's challenge progress by slug (one slug, or all). */
export async function challengeStatuses(
  db: Db,
  studentId: number,
  slug?: string,
): Promise<Map<string, { status: string; lastCode: string }>> {
  const rows = await db
    .select({ slug: challengeProgress.challengeSlug, status: challengeProgress.status, lastCode: challengeProgress.lastCode })
    .from(challengeProgress)
    .where(slug === undefined ? eq(challengeProgress.studentId, studentId) : and(eq(challengeProgress.studentId, studentId), eq(challengeProgress.challengeSlug, slug)));
  return new Map(rows.map((row) => [row.slug, { status: row.status, lastCode: row.lastCode }]));
}

/** Stores a run: the code, one more run, and complete once a run has passed (it stays complete). */
export async function recordChallengeRun(
  db: Db,
  clock: Clock,
  studentId: number,
  slug: string,
  code: string,
  passed: boolean,
): Promise<'in_progress' | 'complete'> {
  const now = clock.now();
  const [row] = await db
    .insert(challengeProgress)
    .values({
      studentId,
      challengeSlug: slug,
      status: passed ? 'complete' : 'in_progress',
      lastCode: code,
      runs: 1,
      completedAt: passed ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [challengeProgress.studentId, challengeProgress.challengeSlug],
      set: {
        status: sql`case when ${challengeProgress.status} = 'complete' then 'complete' else excluded.status end`,
        lastCode: sql`excluded.last_code`,
        runs: sql`${challengeProgress.runs} + 1`,
        completedAt: sql`coalesce(${challengeProgress.completedAt}, excluded.completed_at)`,
        updatedAt: now,
      },
    })
    .returning({ status: challengeProgress.status });
  return row?.status === 'complete' ? 'complete' : 'in_progress';
}
