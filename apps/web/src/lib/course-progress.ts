import type { Chapter } from './api/course.ts';

export interface ProgressCounts {
  completed: number;
  locked: number;
  incomplete: number;
  total: number;
}

/** The three counts of the sidebar's progress bar (spec/platform.md §4). */
export function courseProgress(chapters: readonly Chapter[]): ProgressCounts {
  let completed = 0;
  let locked = 0;
  let total = 0;
  for (const chapter of chapters) {
    for (const level of chapter.level_data) {
      total += 1;
      if (level.completed) completed += 1;
      else if (level.locked || chapter.class_locked) locked += 1;
    }
  }
  return { completed, locked, incomplete: total - completed - locked, total };
}

/**
 * The outline with the levels this browser finished added: a visitor's progress is kept only in the
 * browser, and the drawer must count what the level strip ticks ("3 of 54", not "0 of 54").
 */
export function withBrowserCompletions(chapters: readonly Chapter[], completedHere: (slug: string) => boolean): Chapter[] {
  return chapters.map((chapter) => ({
    ...chapter,
    level_data: chapter.level_data.map((level) => (level.completed || !completedHere(level.slug) ? level : { ...level, completed: true })),
  }));
}

/** A chapter is done only when all its levels and its quiz (if any) are complete. */
export function isChapterDone(chapter: Chapter): boolean {
  return (
    chapter.level_data.length > 0 &&
    chapter.level_data.every((level) => level.completed) &&
    (!chapter.quiz_exists || chapter.quiz_complete)
  );
}
