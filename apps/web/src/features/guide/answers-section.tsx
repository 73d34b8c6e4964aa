import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@codehop/api';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useGuideAnswers } from './api/guide-answers.ts';
import { CodeBlock, GuideInline, SectionHeading } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';

/**
 * The chapter's solutions and quiz key. The page asks the server whenever someone is signed in
 * and shows what it answers: the answers for a teacher, the server's reason for anyone else.
 */
export function AnswersSection({ course, chapter }: { course: string; chapter: number }) {
  const t = useGuideText();
  const to = useLocalePath();
  const location = useLocation();
  const language = useLocale();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const answers = useGuideAnswers(course, chapter, language, signedIn);

  let body;
  if (user.isPending || (signedIn && answers.isPending)) body = <Skeleton variant="rounded" height={160} />;
  else if (!signedIn)
    body = (
      <Alert severity="info" data-print="hide" action={
        <Button component={RouterLink} to={to(`login?redirect=${encodeURIComponent(location.pathname)}`)} color="inherit" size="small">
          {t('logIn')}
        </Button>
      }>
        {t('answersSignIn')}
      </Alert>
    );
  else if (answers.isError)
    body = (
      <Alert severity={answers.error instanceof ApiError && answers.error.status === 403 ? 'info' : 'warning'} data-print="hide">
        {(answers.error instanceof ApiError ? answers.error.detail : undefined) ?? t('failed')}
      </Alert>
    );
  else if (answers.data)
    body = (
      <Stack spacing={2}>
        {answers.data.levels.map((level, index) => (
          <Paper key={level.slug} variant="outlined" sx={{ p: 2, borderRadius: 3, breakInside: 'avoid' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
              {index + 1}. {level.name}
            </Typography>
            <CodeBlock code={level.solution} />
            <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.7 }}>
              <strong>{t('howItWorks')}: </strong>
              <GuideInline text={level.explanation} />
            </Typography>
          </Paper>
        ))}
        {answers.data.quiz ? (
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 2, mb: 1 }}>
              {t('quizKey', { title: answers.data.quiz.title })}
            </Typography>
            <Box component="ol" sx={{ pl: 3, m: 0 }}>
              {answers.data.quiz.questions.map((question) => (
                <Box component="li" key={question.id} sx={{ mb: 1.5, breakInside: 'avoid' }}>
                  <Typography sx={{ fontWeight: 700 }}>{question.question}</Typography>
                  {question.code ? <CodeBlock code={question.code} /> : null}
                  <Typography sx={{ color: 'text.secondary' }}>
                    <strong>{t('answer')}: </strong>
                    <span dir="auto">{question.answer}</span> · {question.explanation}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('noQuiz')}</Typography>
        )}
      </Stack>
    );

  return (
    <section aria-label={t('answers')}>
      <SectionHeading>{t('answers')}</SectionHeading>
      {body}
    </section>
  );
}
