import { findQuiz, type ChapterQuiz, type CourseId } from '@codehop/content';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { classOfLearner, classVerdictForLevel } from '../../policies/class-rules.ts';
import { classRefusal } from '../../services/class-refusal.ts';
import { levelAccess, type Learner } from '../../policies/level-access.ts';
import { quizAccess } from '../../policies/quiz-access.ts';
import { quizVisibleTo } from '../../policies/quiz-visibility.ts';
import type { StudentRow } from '../../presenters/student.ts';

/** The quiz of a chapter, or 404 when the chapter has none (or the learner's class has quizzes off). */
export async function quizOr404(db: Db, course: CourseId, chapterId: number, student: StudentRow | null): Promise<ChapterQuiz> {
  const quiz = findQuiz(course, chapterId);
  if (!quiz) throw new HttpError(404, 'This chapter has no quiz', 'quiz_not_found');
  const klass = student ? await classOfLearner(db, student.id) : null;
  if (!quizVisibleTo(klass)) throw new HttpError(403, 'Your class has quizzes turned off', 'quiz_off');
  return quiz;
}

/**
 * The quiz a learner is about to see or answer, locked the way the chapter's levels are: a chapter
 * the class has not opened (or may not skip to) answers 403 with the level's reason and code, a paid
 * chapter that was not bought 402 payment_required, as GET /api/level/data does for its levels.
 */
export async function openQuizOr404(app: FastifyInstance, course: CourseId, chapterId: number, learner: Learner | null): Promise<ChapterQuiz> {
  const { db } = app.database;
  const student = learner?.student ?? null;
  const quiz = await quizOr404(db, course, chapterId, student);
  const located = app.services.catalogue.getCourse(course);
  const classVerdict = student ? await classVerdictForLevel(db, student.id, located, chapterId) : null;
  if (classVerdict) {
    throw classRefusal(classVerdict);
  }
  const access = quizAccess(located.chapters.find((chapter) => chapter.id === chapterId));
  if ((await levelAccess(db, app.services.clock.now(), access, learner, course)) !== 'allowed') {
    throw new HttpError(402, 'This quiz is part of the full course.', 'payment_required');
  }
  return quiz;
}
