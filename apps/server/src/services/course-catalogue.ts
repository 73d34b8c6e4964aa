import { findCourseLevel, getCourse, type Course, type CourseId, type LocatedLevel } from '@codehop/content';
import { loadCourseTexts, loadLevelNames, loadLevelTexts, type CourseTexts, type LevelTexts, type PlayableLevel } from '@codehop/content/loader';

/**
 * The courses and levels the progress calls read. The default reads `@codehop/content`; tests may pass
 * a catalogue of their own to exercise rules (paid chapters, sign-up levels) that the shipped content
 * does not have yet.
 */
export interface CourseCatalogue {
  getCourse(courseId: CourseId): Course;
  findLevel(courseId: CourseId, slug: string): LocatedLevel | undefined;
  loadLevel(courseId: CourseId, slug: string): Promise<PlayableLevel>;
  /** Translations: a level's texts, the course's names, every level's name ({} / empty for English). */
  levelTexts(courseId: CourseId, slug: string, language: string): Promise<LevelTexts>;
  courseTexts(courseId: CourseId, language: string): Promise<CourseTexts>;
  levelNames(courseId: CourseId, language: string): Promise<ReadonlyMap<string, string>>;
}

export function contentCatalogue(loadLevel: CourseCatalogue['loadLevel']): CourseCatalogue {
  return {
    getCourse,
    findLevel: findCourseLevel,
    loadLevel,
    levelTexts: loadLevelTexts,
    courseTexts: loadCourseTexts,
    levelNames: loadLevelNames,
  };
}
