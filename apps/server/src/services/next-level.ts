import { getCourse, type CourseId } from '@codehop/content';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { levelProgress, quizResults, students } from '../db/schema.ts';
import { chapterVerdicts, classOfLearner } from '../policies/class-rules.ts';

/**
 * Where a school student goes after logging in (not the marketing page): in the course
 * they last played (the beginner course at first), the first level not complete in a chapter their
 * class opened; when a chapter's levels are all done and its quiz is what stands in the way, that quiz.
 * A locale-less path (`play/python/intro-level3`, `quiz/python/1/question/1`), or null when all is done.
 */
export async function nextStepOf(db: Db, studentId: number): Promise<string | null> {
  const [student] = await db.select({ course: students.lastCourseId }).from(students).where(eq(students.id, studentId)).limit(1);
  const courseId: CourseId = student?.course === 'advanced-python' ? 'advanced-python' : 'python';
  const course = getCourse(courseId);
  const [klass, levels, quizzes] = await Promise.all([
    classOfLearner(db, studentId),
    db
      .select({ slug: levelProgress.levelSlug })
      .from(levelProgress)
      .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.courseId, courseId), eq(levelProgress.status, 'complete'))),
    db
      .select({ chapterId: quizResults.chapterId })
      .from(quizResults)
      .where(and(eq(quizResults.studentId, studentId), eq(quizResults.courseId, courseId), isNotNull(quizResults.completedAt))),
  ]);
  const completed = new Set(levels.map((row) => row.slug));
  const passed = new Set(quizzes.map((row) => row.chapterId));
  const verdicts = chapterVerdicts(course, klass, completed, passed);
  for (const chapter of course.chapters) {
    if (verdicts.get(chapter.id) !== 'open') continue;
    const level = chapter.levels.find((candidate) => !completed.has(candidate.slug));
    if (level) return `play/${courseId}/${level.slug}`;
    const next = course.chapters[course.chapters.indexOf(chapter) + 1];
    const quizStandsInTheWay = klass?.quiz === true && chapter.quizExists && !passed.has(chapter.id) && next !== undefined && verdicts.get(next.id) === 'no_skip';
    if (quizStandsInTheWay) return `quiz/${courseId}/${chapter.id}/question/1`;
  }
  return null;
}
