import type { CourseResponse } from '@codehop/api';
import type { Course } from '@codehop/content';
import type { CourseTexts } from '@codehop/content/loader';
import type { UserRow } from '../commands/sessions.ts';
import { levelAccess } from '../policies/level-access.ts';

/**
 * A course with one learner's marks: completed levels, locked (paid, not bought) levels. Quizzes and
 * class locks arrive with their issues; until then no quiz is complete and no chapter class-locked.
 */
export function presentCourse(
  course: Course,
  user: UserRow | null,
  completedSlugs: ReadonlySet<string>,
  texts: { readonly course: CourseTexts; readonly levelNames: ReadonlyMap<string, string> } = { course: {}, levelNames: new Map() },
  /** Chapters a school student's class has not unlocked (platform §4: hidden in the sidebar). */
  classLocked: ReadonlySet<number> = new Set(),
): CourseResponse {
  return {
    id: course.id,
    name: texts.course.name ?? course.name,
    first_level: course.firstLevel,
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      name: texts.course.chapters?.[String(chapter.id)] ?? chapter.name,
      level_data: chapter.levels.map((level) => ({
        slug: level.slug,
        name: texts.levelNames.get(level.slug) ?? level.name,
        completed: completedSlugs.has(level.slug),
        locked: levelAccess(level.access, user, course.id) === 'payment_required',
      })),
      quiz_exists: chapter.quizExists,
      quiz_complete: false,
      class_locked: classLocked.has(chapter.id),
    })),
  };
}
