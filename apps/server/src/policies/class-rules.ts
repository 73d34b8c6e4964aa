import type { Course, CourseChapter } from '@codehop/content';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { classStudents, levelProgress, schoolClasses } from '../db/schema.ts';
import type { ClassRow } from './organization.ts';

/**
 * The class rules that bind a school student (spec/platform.md §4, §6): with unlocked_chapters only
 * the listed chapters (`courseId:chapterId`) are open; with no_skip only chapters up to and including
 * the first one not done (all levels, and its quiz when the class has quizzes on). The play screen
 * shows the same rules (apps/web/src/lib/class-rules.ts); the server enforces them here.
 */
export type ChapterVerdict = 'open' | 'class_locked' | 'no_skip';

export function chapterIsListed(klass: Pick<ClassRow, 'unlockedChapters'>, courseId: string, chapterId: number): boolean {
  return klass.unlockedChapters.length === 0 || klass.unlockedChapters.includes(`${courseId}:${chapterId}`);
}

function chapterDone(chapter: CourseChapter, completed: ReadonlySet<string>, quizOn: boolean): boolean {
  // Quizzes come with their own issue: none is complete yet, so a class with quizzes on waits for them.
  return chapter.levels.every((level) => completed.has(level.slug)) && !(quizOn && chapter.quizExists);
}

/** Each chapter of a course as the class sees it. */
export function chapterVerdicts(
  course: Course,
  klass: Pick<ClassRow, 'unlockedChapters' | 'noSkip' | 'quiz'> | null,
  completed: ReadonlySet<string>,
): Map<number, ChapterVerdict> {
  const verdicts = new Map<number, ChapterVerdict>();
  let blocked = false;
  for (const chapter of course.chapters) {
    if (!klass) {
      verdicts.set(chapter.id, 'open');
      continue;
    }
    if (!chapterIsListed(klass, course.id, chapter.id)) {
      verdicts.set(chapter.id, 'class_locked');
      continue;
    }
    verdicts.set(chapter.id, blocked ? 'no_skip' : 'open');
    if (klass.noSkip && !chapterDone(chapter, completed, klass.quiz)) blocked = true;
  }
  return verdicts;
}

/** The class a student sits in (null: not a school student, or no class). */
export async function classOfLearner(db: Db, studentId: number): Promise<ClassRow | null> {
  const [row] = await classLookup(db).execute({ studentId });
  return row?.klass ?? null;
}

// Asked on nearly every learner call (course, level, run): built once, not per call.
const classLookup = preparedPerDatabase((db) =>
  db
    .select({ klass: schoolClasses })
    .from(classStudents)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classStudents.classId))
    .where(eq(classStudents.studentId, sql.placeholder('studentId')))
    .limit(1)
    .prepare('class_of_learner'),
);

/** Whether a student may open and record a level of a chapter; null when allowed, else why not. */
export async function classVerdictForLevel(
  db: Db,
  studentId: number,
  course: Course,
  chapterId: number,
): Promise<Exclude<ChapterVerdict, 'open'> | null> {
  const klass = await classOfLearner(db, studentId);
  if (!klass) return null;
  if (!chapterIsListed(klass, course.id, chapterId)) return 'class_locked';
  if (!klass.noSkip) return null;
  const rows = await db
    .select({ slug: levelProgress.levelSlug })
    .from(levelProgress)
    .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.courseId, course.id), eq(levelProgress.status, 'complete')));
  const verdict = chapterVerdicts(course, klass, new Set(rows.map((row) => row.slug))).get(chapterId);
  return verdict === 'open' || verdict === undefined ? null : verdict;
}

export const CLASS_LOCKED_MESSAGE = 'Your class has not unlocked this chapter yet. Ask your teacher.';
export const NO_SKIP_MESSAGE = 'Complete all levels in this chapter before proceeding to the next one';
