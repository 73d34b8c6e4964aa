import type { CourseChapter, LevelAccess } from '@codehop/content';

/**
 * Who may open a chapter's quiz: whoever may open the chapter's paid levels. A chapter with a paid
 * level has a paid quiz (the same 402 payment_required as its levels); otherwise anyone may try it,
 * since a visitor's answers are judged and never kept (the quiz screen asks them to log in to keep
 * the score), which is why a sign-up level in the chapter does not lock its quiz.
 */
export function quizAccess(chapter: Pick<CourseChapter, 'levels'> | undefined): LevelAccess {
  return chapter?.levels.some((level) => level.access === 'paid') ? 'paid' : 'anyone';
}
