import { findCourseLevel, getCourse, type Course, type CourseId, type LocatedLevel } from '@codehop/content';
import type { PlayableLevel } from '@codehop/content/loader';

/**
 * The courses and levels the progress calls read. The default reads `@codehop/content`; tests may pass
 * a catalogue of their own to exercise rules (paid chapters, sign-up levels) that the shipped content
 * does not have yet.
 */
export interface CourseCatalogue {
  getCourse(courseId: CourseId): Course;
  findLevel(courseId: CourseId, slug: string): LocatedLevel | undefined;
  loadLevel(courseId: CourseId, slug: string): Promise<PlayableLevel>;
}

export function contentCatalogue(loadLevel: CourseCatalogue['loadLevel']): CourseCatalogue {
  return { getCourse, findLevel: findCourseLevel, loadLevel };
}
