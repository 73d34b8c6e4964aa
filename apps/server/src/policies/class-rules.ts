import { chapterDoneForClass, chapterVerdictsFor, type ChapterVerdict, type ClassRules, type RuleChapter } from '@codehop/api';
import { findQuiz, type Course } from '@codehop/content';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { classStudents, levelProgress, quizResults, schoolClasses } from '../db/schema.ts';
import type { ClassRow } from './organization.ts';

/**
 * The class rules that bind a school student (spec/platform.md §4, §6): with unlocked_chapters only
 * the listed chapters (`courseId:chapterId`) are open; with no_skip only chapters up to and including
 * the first one not done (all levels, and its quiz passed when the class has quizzes on). The rule
 * itself is @codehop/api's chapterVerdictsFor, the one the play screen and the drawer use.
 */
export type { ChapterVerdict } from '@codehop/api';

export function chapterIsListed(klass: Pick<ClassRow, 'unlockedChapters'>, courseId: string, chapterId: number): boolean {
  return klass.unlockedChapters.length === 0 || klass.unlockedChapters.includes(`${courseId}:${chapterId}`);
}

/** A class row as the shared rules read it. */
export function rulesOf(klass: Pick<ClassRow, 'unlockedChapters' | 'noSkip' | 'quiz'>): ClassRules {
  return { unlocked_chapters: klass.unlockedChapters, no_skip: klass.noSkip, quiz: klass.quiz };
}

/** Each chapter of a course as the class sees it; `quizzesPassed` holds the chapter ids whose quiz is complete. */
export function chapterVerdicts(
  course: Course,
  klass: Pick<ClassRow, 'unlockedChapters' | 'noSkip' | 'quiz'> | null,
  completed: ReadonlySet<string>,
  quizzesPassed: ReadonlySet<number> = new Set(),
): Map<number, ChapterVerdict> {
  const chapters = course.chapters.map((chapter) => ({
    id: chapter.id,
    level_data: chapter.levels.map((level) => ({ completed: completed.has(level.slug) })),
    // A chapter marked as having a quiz but with none written cannot wait for it.
    quiz_exists: chapter.quizExists && findQuiz(course.id, chapter.id) !== undefined,
    quiz_complete: quizzesPassed.has(chapter.id),
  }));
  const verdicts = chapterVerdictsFor(chapters, course.id, klass ? rulesOf(klass) : null);
  return new Map(course.chapters.map((chapter, index) => [chapter.id, verdicts[index] ?? 'open']));
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

/**
 * Why a class keeps a student out of a chapter. `quiz_required` is `no_skip` where the chapter in the
 * way has every level done and only its quiz left, so the child is told to take the quiz (spec/platform.md
 * §8 "Take the quiz to proceed to the next chapter"), not to finish levels that are finished.
 */
export type ClassVerdict = Exclude<ChapterVerdict, 'open'> | 'quiz_required';

/** Whether a student may open and record a level of a chapter; null when allowed, else why not. */
export async function classVerdictForLevel(
  db: Db,
  studentId: number,
  course: Course,
  chapterId: number,
): Promise<ClassVerdict | null> {
  const klass = await classOfLearner(db, studentId);
  if (!klass) return null;
  if (!chapterIsListed(klass, course.id, chapterId)) return 'class_locked';
  if (!klass.noSkip) return null;
  const rows = await db
    .select({ slug: levelProgress.levelSlug })
    .from(levelProgress)
    .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.courseId, course.id), eq(levelProgress.status, 'complete')));
  const quizzes = new Set<number>();
  if (klass.quiz) {
    const passed = await db
      .select({ chapterId: quizResults.chapterId })
      .from(quizResults)
      .where(and(eq(quizResults.studentId, studentId), eq(quizResults.courseId, course.id), isNotNull(quizResults.completedAt)));
    for (const row of passed) quizzes.add(row.chapterId);
  }
  const completed = new Set(rows.map((row) => row.slug));
  const verdict = chapterVerdicts(course, klass, completed, quizzes).get(chapterId);
  if (verdict === 'open' || verdict === undefined) return null;
  return verdict === 'no_skip' && onlyAQuizInTheWay(course, klass, completed, quizzes, chapterId) ? 'quiz_required' : verdict;
}

/** Whether the first listed chapter before `chapterId` that is not done lacks only its quiz. */
function onlyAQuizInTheWay(
  course: Course,
  klass: Pick<ClassRow, 'unlockedChapters' | 'noSkip' | 'quiz'>,
  completed: ReadonlySet<string>,
  quizzesPassed: ReadonlySet<number>,
  chapterId: number,
): boolean {
  const rules = rulesOf(klass);
  for (const chapter of course.chapters) {
    if (chapter.id === chapterId) return false;
    if (!chapterIsListed(klass, course.id, chapter.id)) continue;
    const rule: RuleChapter = {
      id: chapter.id,
      level_data: chapter.levels.map((level) => ({ completed: completed.has(level.slug) })),
      quiz_exists: chapter.quizExists && findQuiz(course.id, chapter.id) !== undefined,
      quiz_complete: quizzesPassed.has(chapter.id),
    };
    if (!chapterDoneForClass(rule, rules)) return rule.level_data.every((level) => level.completed);
  }
  return false;
}

export const CLASS_LOCKED_MESSAGE = 'Your class has not unlocked this chapter yet. Ask your teacher.';
export const NO_SKIP_MESSAGE = 'Complete all levels in this chapter before proceeding to the next one';
export const QUIZ_REQUIRED_MESSAGE = 'Take the quiz to proceed to the next chapter';
