import { findQuiz, type ChapterQuiz, type CourseId } from '@codehop/content';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { classOfLearner } from '../../policies/class-rules.ts';
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
