import type { QuizResponse } from '@codehop/api';

export interface QuizRouteParams {
  courseId: 'python' | 'advanced-python';
  chapterId: number;
}

/** The course and chapter of a quiz route, or null when they cannot be a quiz. */
export function quizRouteParams(params: Readonly<Record<string, string | undefined>>): QuizRouteParams | null {
  const courseId = params.courseId;
  const chapterId = Number(params.chapterId);
  if (courseId !== 'python' && courseId !== 'advanced-python') return null;
  if (!Number.isInteger(chapterId) || chapterId < 1) return null;
  return { courseId, chapterId };
}

/**
 * The question after `currentId`: the next one in order, or, when retrying the missed ones, the
 * next that has not been answered right yet. null: the quiz goes to its result screen.
 */
export function nextQuestion(quiz: QuizResponse, currentId: number, retry: boolean): number | null {
  const index = quiz.questions.findIndex((question) => question.id === currentId);
  const after = quiz.questions.slice(index + 1);
  const next = retry ? after.find((question) => question.state !== 'right') : after[0];
  return next?.id ?? null;
}
