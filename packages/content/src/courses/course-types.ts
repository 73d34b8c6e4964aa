/** Who may open a level: anyone, a signed-in learner, or a learner whose course is paid for. */
export type LevelAccess = 'anyone' | 'signed_in' | 'paid';

export const COURSE_IDS = ['python', 'advanced-python'] as const;
export type CourseId = (typeof COURSE_IDS)[number];

export interface CourseLevelEntry {
  slug: string;
  name: string;
  access: LevelAccess;
}

export interface CourseChapter {
  /** 1-based index in the course; 0 is reserved for the Creative chapter of creative levels. */
  id: number;
  name: string;
  /** Every level slug of the chapter starts with it (`intro-level1`, `loops-level3`). */
  slugPrefix: string;
  quizExists: boolean;
  levels: readonly CourseLevelEntry[];
}

export interface Course {
  id: CourseId;
  name: string;
  description: string;
  firstLevel: string;
  /** The plan key a purchase of this course carries (spec/platform.md §1). */
  planKey: 'python_course' | 'advanced_python_course';
  chapters: readonly CourseChapter[];
}

export function isCourseId(value: string): value is CourseId {
  return (COURSE_IDS as readonly string[]).includes(value);
}
