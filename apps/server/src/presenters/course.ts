import type { CourseResponse } from '@codehop/api';
import type { Course } from '@codehop/content';
import type { CourseTexts } from '@codehop/content/loader';
import { levelAccessVerdict } from '../policies/level-access.ts';

/**
 * A course with one learner's marks: completed levels, locked (paid, not bought) levels, complete
 * quizzes (hidden when the learner's class has quizzes off). Class locks arrive with the schools issue.
 */
export function presentCourse(
  course: Course,
  access: { readonly signedIn: boolean; readonly paid: boolean },
  completedSlugs: ReadonlySet<string>,
  texts: { readonly course: CourseTexts; readonly levelNames: ReadonlyMap<string, string> } = { course: {}, levelNames: new Map() },
  quizzes: { readonly complete: ReadonlySet<number>; readonly visible: boolean } = { complete: new Set(), visible: true },
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
        locked: levelAccessVerdict(level.access, access.signedIn, access.paid) === 'payment_required',
      })),
      quiz_exists: chapter.quizExists && quizzes.visible,
      quiz_complete: chapter.quizExists && quizzes.visible && quizzes.complete.has(chapter.id),
      class_locked: classLocked.has(chapter.id),
    })),
  };
}
