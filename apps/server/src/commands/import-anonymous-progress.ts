import type { LevelImportRequest, LevelImportResponse } from '@codehop/api';
import type { Db } from '../db/database.ts';
import { levelProgress } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';

/**
 * Stores, for a student, the levels their browser played before they had an account: the code and
 * whether it was finished. It never overwrites: where the student has progress already, theirs
 * stays. It spends no attempts: these runs were counted when they happened.
 */
export async function importAnonymousProgress(
  db: Db,
  clock: Clock,
  studentId: number,
  courseId: string,
  levels: LevelImportRequest['levels'],
): Promise<Omit<LevelImportResponse, 'skipped'>> {
  if (levels.length === 0) return { imported: [], kept: [] };
  const now = clock.now();
  // One row per level: a browser that sent a level twice gets its last entry.
  const bySlug = new Map(levels.map((level) => [level.level_slug, level]));
  const rows = [...bySlug.values()].map((level) => ({
    studentId,
    courseId,
    levelSlug: level.level_slug,
    status: level.completed ? ('complete' as const) : ('in_progress' as const),
    lastCodeExecuted: level.code,
    completedAt: level.completed ? now : null,
    updatedAt: now,
  }));
  const inserted = await db
    .insert(levelProgress)
    .values(rows)
    .onConflictDoNothing({ target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug] })
    .returning({ slug: levelProgress.levelSlug });
  const imported = new Set(inserted.map((row) => row.slug));
  return {
    imported: [...bySlug.keys()].filter((slug) => imported.has(slug)),
    kept: [...bySlug.keys()].filter((slug) => !imported.has(slug)),
  };
}
