import type { LevelImportRequest, LevelImportResponse } from '@codehop/api';
import type { Db } from '../db/database.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { levelProgress, levelVerifications, students } from '../db/schema.ts';
import type { VerificationJob } from '../services/learner-code/level-verifier.ts';
import type { Clock } from '../services/clock.ts';

/**
 * Stores, for a student, the levels their browser played before they had an account: the code and
 * whether it was finished. It never overwrites: where the student has progress already, theirs
 * stays. It spends no attempts: these runs were counted when they happened. A finished level is a
 * claim like any other: stored in_progress with a pending verification the caller submits.
 * A student who had not played yet takes the furthest carried level (in `courseOrder`) as their
 * last one, so "Who is playing?" and the way back in name it instead of "Not started yet".
 */
export async function importAnonymousProgress(
  db: Db,
  clock: Clock,
  studentId: number,
  courseId: string,
  levels: LevelImportRequest['levels'],
  courseOrder: readonly string[],
): Promise<Omit<LevelImportResponse, 'skipped'> & { verifications: VerificationJob[] }> {
  if (levels.length === 0) return { imported: [], kept: [], verifications: [] };
  const now = clock.now();
  // One row per level: a browser that sent a level twice gets its last entry.
  const bySlug = new Map(levels.map((level) => [level.level_slug, level]));
  const rows = [...bySlug.values()].map((level) => ({
    studentId,
    courseId,
    levelSlug: level.level_slug,
    status: 'in_progress' as const,
    lastCodeExecuted: level.code,
    completedAt: null,
    updatedAt: now,
  }));
  const inserted = await db
    .insert(levelProgress)
    .values(rows)
    .onConflictDoNothing({ target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug] })
    .returning({ slug: levelProgress.levelSlug });
  const imported = new Set(inserted.map((row) => row.slug));
  const claims = [...bySlug.values()].filter((level) => level.completed && imported.has(level.level_slug));
  const verifications: VerificationJob[] = [];
  if (claims.length > 0) {
    const rows = await db
      .insert(levelVerifications)
      .values(claims.map((level) => ({ studentId, courseId, levelSlug: level.level_slug, code: level.code, status: 'pending' })))
      .onConflictDoNothing()
      .returning({ id: levelVerifications.id, levelSlug: levelVerifications.levelSlug, code: levelVerifications.code });
    for (const row of rows) verifications.push({ id: row.id, studentId, courseId, levelSlug: row.levelSlug, code: row.code });
  }
  const furthest = [...imported].sort((a, b) => courseOrder.indexOf(b) - courseOrder.indexOf(a))[0];
  if (furthest !== undefined) {
    await db
      .update(students)
      .set({ lastCourseId: courseId, lastLevelSlug: furthest })
      .where(and(eq(students.id, studentId), isNull(students.lastLevelSlug)));
  }
  return {
    verifications,
    imported: [...bySlug.keys()].filter((slug) => imported.has(slug)),
    kept: [...bySlug.keys()].filter((slug) => !imported.has(slug)),
  };
}
