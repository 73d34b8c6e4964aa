import type { QuizStanding } from '@codehop/api';
import type { OrgText } from './i18n/use-org-text.ts';

/**
 * A chapter quiz in one line for a teacher: the first try, the questions wrong at the first try,
 * then the score and whether passed. The first try leads because a quiz is passed by retrying until
 * each answer is right, so "7 of 7, passed" alone hides the question the child did not know.
 */
export function quizSummary(quiz: QuizStanding, t: OrgText): string {
  return [
    t('quiz.firstTry', { score: quiz.first_try_score, questions: quiz.questions }),
    quiz.missed_first_try.length > 0 ? t('quiz.missedFirst', { list: quiz.missed_first_try.join(', ') }) : null,
    t('quiz.score', { score: quiz.score, questions: quiz.questions }),
    quiz.complete ? t('quiz.passed') : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
