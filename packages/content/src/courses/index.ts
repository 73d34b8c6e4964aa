import { advancedPythonCourse } from './advanced-python-course.ts';
import type { Course, CourseChapter, CourseId, CourseLevelEntry } from './course-types.ts';
import { pythonCourse } from './python-course.ts';

export type { Course, CourseChapter, CourseId, CourseLevelEntry, LevelAccess } from './course-types.ts';
export { COURSE_IDS, isCourseId } from './course-types.ts';

const COURSES: Readonly<Record<CourseId, Course>> = {
  python: pythonCourse,
  'advanced-python': advancedPythonCourse,
};

export function listCourses(): Course[] {
  return Object.values(COURSES);
}

export function getCourse(courseId: CourseId): Course {
  return COURSES[courseId];
}

export interface LocatedLevel {
  course: Course;
  chapter: CourseChapter;
  entry: CourseLevelEntry;
  /** 1-based position of the level in its chapter. */
  levelNumber: number;
}

/** Finds a level of a course by slug, with its chapter; undefined when the course has no such level. */
export function findCourseLevel(courseId: CourseId, slug: string): LocatedLevel | undefined {
  const course = COURSES[courseId];
  for (const chapter of course.chapters) {
    const index = chapter.levels.findIndex((level) => level.slug === slug);
    const entry = chapter.levels[index];
    if (entry) return { course, chapter, entry, levelNumber: index + 1 };
  }
  return undefined;
}

/** Every level of the course in play order, crossing chapter boundaries. */
export function courseLevelsInOrder(courseId: CourseId): LocatedLevel[] {
  const course = COURSES[courseId];
  return course.chapters.flatMap((chapter) =>
    chapter.levels.map((entry, index) => ({ course, chapter, entry, levelNumber: index + 1 })),
  );
}
