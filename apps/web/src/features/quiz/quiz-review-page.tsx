import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useCourse } from '../../lib/api/course.ts';
import { useQuizReview } from './api/quiz.ts';
import { useQuizText } from './i18n/use-quiz-text.ts';
import { CodeSnippet } from './quiz-pages.tsx';
import { quizRouteParams } from './quiz-flow.ts';

/** quiz/{course}/{chapter}/student/{id}: a parent's, a teacher's or a school admin's view of a child's answers. */
export function QuizReviewPage() {
  const t = useQuizText();
  const raw = useParams();
  const params = quizRouteParams(raw);
  const studentId = Number(raw.studentId);
  const valid = params !== null && Number.isInteger(studentId) && studentId > 0;
  const review = useQuizReview(params?.courseId ?? 'python', params?.chapterId ?? 0, valid ? studentId : 0);
  const course = useCourse(params?.courseId ?? 'python');
  if (!valid) return <Alert severity="info">{t('missing')}</Alert>;
  // The server's reason (not allowed, no such student, offline) as lib/refusal says it, not "no such quiz".
  if (review.isError) return <RefusalNotice error={review.error} titled />;
  if (!review.data) return <Skeleton variant="rounded" height={360} />;
  const data = review.data;
  const chapter = course.data?.chapters.find((candidate) => candidate.id === data.chapter_id)?.name ?? data.title;
  const title = t('review.title', { name: data.student.username, chapter });

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle page={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="review-summary">
          {t('review.summary', { score: data.score, total: data.questions.length, first: data.first_try_score })}
        </Typography>
        <Chip color={data.complete ? 'success' : 'default'} label={data.complete ? t('review.complete') : t('review.notComplete')} />
      </Stack>
      <Stack spacing={2}>
        {data.questions.map((question, index) => (
          <Paper key={question.id} sx={{ p: 2.5, borderRadius: 3 }} data-testid="review-question">
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {index + 1}. <span data-content>{question.question}</span>
            </Typography>
            {question.code ? <CodeSnippet code={question.code} /> : null}
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
              {question.answers.map((answer, answerIndex) => {
                const times = question.given.filter((given) => given.answer === answerIndex);
                return (
                  <Stack component="li" key={answerIndex} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    {answer.correct ? <CheckCircleRounded color="success" fontSize="small" /> : <Box sx={{ width: 20 }} />}
                    <Typography dir="auto" data-content sx={{ fontWeight: answer.correct ? 700 : 400 }}>
                      {answer.text}
                    </Typography>
                    {answer.correct ? <Chip size="small" variant="outlined" color="success" label={t('review.rightAnswer')} /> : null}
                    {times.length > 0 ? (
                      <Chip
                        size="small"
                        color={answer.correct ? 'success' : 'error'}
                        icon={answer.correct ? <CheckCircleRounded /> : <CancelRounded />}
                        label={`${t('review.answered')} ×${times.length}`}
                      />
                    ) : null}
                  </Stack>
                );
              })}
            </Stack>
            {question.given.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('review.noAnswers')}</Typography> : null}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
