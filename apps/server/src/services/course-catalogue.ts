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

/**
 * Course levels do not change while the server runs (a deploy restarts it), so each is read from disk
 * and validated once, not on every level-data call: under load those file reads and schema checks
 * were a sixth of the server's time. Only levels that loaded are kept (a failure is tried again), so
 * the cache holds at most the shipped levels. The translations are cached the same way in the loader.
 */
export function onceEachLevel(loadLevel: CourseCatalogue['loadLevel']): CourseCatalogue['loadLevel'] {
  const loaded = new Map<string, Promise<PlayableLevel>>();
  return (courseId, slug) => {
    const key = `${courseId}/${slug}`;
    let entry = loaded.get(key);
    if (!entry) {
      entry = loadLevel(courseId, slug);
      loaded.set(key, entry);
      entry.catch(() => loaded.delete(key));
    }
    return entry;
  };
}

export function contentCatalogue(loadLevel: CourseCatalogue['loadLevel']): CourseCatalogue {
  return {
    getCourse,
    findLevel: findCourseLevel,
    loadLevel: onceEachLevel(loadLevel),
    levelTexts: loadLevelTexts,
    courseTexts: loadCourseTexts,
    levelNames: loadLevelNames,
  };
}
