import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useChildText } from './child-overview/i18n/use-child-text.ts';

export interface QuizStandingProps {
  readonly courseId: string;
  readonly chapterId: number;
  readonly studentId: number;
  /** The child's result, or null when they have not answered a question yet. */
  readonly quiz: { readonly score: number; readonly questions: number; readonly complete: boolean } | null;
}

/** A chapter quiz on the parent's progress page: the score, leading to the child's answers. */
export function QuizStanding({ courseId, chapterId, studentId, quiz }: QuizStandingProps) {
  const t = useChildText();
  const to = useLocalePath();
  const testId = `quiz-standing-${courseId}-${chapterId}`;
  if (!quiz) {
    return (
      <span style={{ display: 'block' }} data-testid={testId}>
        {t('quizNotTaken')}
      </span>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={to(`quiz/${courseId}/${chapterId}/student/${studentId}`)}
      sx={{ display: 'block', width: 'fit-content', color: quiz.complete ? 'success.main' : undefined, fontWeight: 700 }}
      data-testid={testId}
    >
      {t(quiz.complete ? 'quizDone' : 'quizScore', { score: quiz.score, questions: quiz.questions })}
    </Link>
  );
}
