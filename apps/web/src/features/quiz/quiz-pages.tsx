import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { QuizAnswerResponse, QuizResponse } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useCourse } from '../../lib/api/course.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useTellOfCharacter } from '../../lib/chosen-character.ts';
import { useAnswerQuestion, useQuiz } from './api/quiz.ts';
import { useQuizText } from './i18n/use-quiz-text.ts';
import { backToGamePath, nextQuestion, questionPlace, quizRouteParams, retryOf, retryQuery } from './quiz-flow.ts';

/** A question's code snippet: always left to right, monospace, like the editor. */
export function CodeSnippet({ code }: { code: string }) {
  return (
    <Box
      component="pre"
      dir="ltr"
      data-testid="quiz-code"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: '#10151b',
        color: '#e6edf3',
        fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: '1rem',
        overflowX: 'auto',
        textAlign: 'left',
      }}
    >
      {code}
    </Box>
  );
}

function useQuizFrame() {
  const params = quizRouteParams(useParams());
  const quiz = useQuiz(params?.courseId ?? 'python', params?.chapterId ?? 0);
  const course = useCourse(params?.courseId ?? 'python');
  const chapterName = course.data?.chapters.find((chapter) => chapter.id === params?.chapterId)?.name ?? quiz.data?.title ?? '';
  return { params, quiz, chapterName, course };
}

function QuizProblem({ error }: { error: unknown }) {
  const t = useQuizText();
  const missing = typeof error === 'object' && error !== null && 'status' in error && [404, 422].includes(Number(error.status));
  // A quiz the class has turned off or not opened yet says so (lib/refusal), as does a lost connection.
  return missing ? <Alert severity="info">{t('missing')}</Alert> : <RefusalNotice error={error} titled />;
}

/** quiz/{course}/{chapter}: the quiz starts at question 1. */
export function QuizStartPage() {
  return <Navigate to="question/1" replace />;
}

/** quiz/{course}/{chapter}/question/{n}: one question a screen. */
export function QuizQuestionPage() {
  const { questionId } = useParams();
  // A new question is a new screen: nothing chosen yet.
  return <QuestionScreen key={questionId} />;
}

function QuestionScreen() {
  const t = useQuizText();
  // Questions are written about the rabbit, like the levels: the child reads about their own character.
  const tell = useTellOfCharacter();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const retry = retryOf(search.get('retry'));
  const { params, quiz, chapterName } = useQuizFrame();
  const questionId = Number(useParams().questionId);
  const answer = useAnswerQuestion(params?.courseId ?? 'python', params?.chapterId ?? 0);
  const [chosen, setChosen] = useState<number | null>(null);
  if (!params) return <QuizProblem error={{ status: 404 }} />;
  if (quiz.isError) return <QuizProblem error={quiz.error} />;
  if (!quiz.data) return <Skeleton variant="rounded" height={360} />;
  const data = quiz.data;
  const question = data.questions.find((candidate) => candidate.id === questionId);
  if (!question) return <QuizProblem error={{ status: 404 }} />;
  const base = `quiz/${params.courseId}/${params.chapterId}`;
  const result = answer.data;
  const answered = chosen !== null && result !== undefined;
  const place = questionPlace(data, question.id, retry);
  const rightIndex = answered && !result.correct ? result.right_answer?.answer : undefined;

  const choose = (answerIndex: number) => {
    if (answer.isPending || answered) return;
    setChosen(answerIndex);
    answer.mutate({ questionId: question.id, answer: answerIndex });
  };
  const goOn = (latest: QuizResponse) => {
    const next = nextQuestion(latest, question.id, retry);
    void navigate(to(next === null ? `${base}/result` : `${base}/question/${next}${retry ? `?retry=${retry.join(',')}` : ''}`));
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle page={t('title', { chapter: chapterName })} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('title', { chapter: chapterName })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid="quiz-progress">
        {t('progress', place)}
      </Typography>
      <LinearProgress variant="determinate" value={((place.n - 1 + (answered ? 1 : 0)) / place.total) * 100} sx={{ my: 2, height: 8, borderRadius: 4 }} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }} data-testid="quiz-question">
          <span data-content>{tell(question.question)}</span>
        </Typography>
        {question.code ? <CodeSnippet code={question.code} /> : null}
        <Typography sx={{ mt: 2, mb: 1, color: 'text.secondary' }}>{t('pick')}</Typography>
        <Stack spacing={1.25} role="group" aria-label={t('pick')}>
          {question.answers.map((text, answerIndex) => {
            const picked = chosen === answerIndex;
            const judged = picked && answered;
            // After a miss the right answer lights up too, so the child sees which one it was.
            const shownRight = answerIndex === rightIndex;
            const color = shownRight ? 'success' : judged ? (result.correct ? 'success' : 'error') : 'primary';
            return (
              <Button
                key={answerIndex}
                variant={picked || shownRight ? 'contained' : 'outlined'}
                color={color}
                size="large"
                onClick={() => choose(answerIndex)}
                disabled={answered && !picked && !shownRight}
                data-testid={`quiz-answer-${answerIndex}`}
                aria-pressed={picked}
                startIcon={shownRight || (judged && result.correct) ? <CheckCircleRounded /> : judged ? <CancelRounded /> : <RadioButtonUncheckedRounded />}
                sx={{ justifyContent: 'flex-start', textTransform: 'none', textAlign: 'start', fontSize: '1.05rem', fontFamily: /[()=_"]/.test(text) ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined }}
              >
                <span dir="auto" data-content>
                  {tell(text)}
                </span>
              </Button>
            );
          })}
        </Stack>
        <RefusalNotice error={answer.error} sx={{ mt: 2 }} />
        {answered ? (
          <Alert severity={result.correct ? 'success' : 'warning'} sx={{ mt: 2, fontSize: '1.05rem' }} data-testid="quiz-explanation" role="status">
            <strong>{result.correct ? t('right') : t('wrong')}</strong> <span data-content>{tell(result.explanation)}</span>
            {result.right_answer ? <RightAnswer answer={result.right_answer} /> : null}
          </Alert>
        ) : null}
        {answered ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button
              variant="contained"
              size="large"
              autoFocus
              data-testid="quiz-next"
              disabled={quiz.isFetching}
              onClick={() => goOn(quiz.data)}
            >
              {nextQuestion(data, question.id, retry) === null ? t('results') : retry ? t('nextMissed') : t('next')}
            </Button>
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}

/** After a miss: which answer is right, and why. */
function RightAnswer({ answer }: { answer: NonNullable<QuizAnswerResponse['right_answer']> }) {
  const t = useQuizText();
  const tell = useTellOfCharacter();
  const code = /[()=_"]/.test(answer.text);
  return (
    <Box sx={{ mt: 1 }} data-testid="quiz-right-answer">
      <strong>{t('rightAnswer')}</strong>{' '}
      <Box component="span" dir="auto" data-content sx={{ fontWeight: 700, fontFamily: code ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined }}>
        {tell(answer.text)}
      </Box>
      <Box component="span" data-content sx={{ display: 'block' }}>
        {tell(answer.explanation)}
      </Box>
    </Box>
  );
}

/** quiz/{course}/{chapter}/result: the score, the questions missed and the way on. */
export function QuizResultPage() {
  const t = useQuizText();
  const tell = useTellOfCharacter();
  const to = useLocalePath();
  const { params, quiz, chapterName, course } = useQuizFrame();
  if (!params) return <QuizProblem error={{ status: 404 }} />;
  if (quiz.isError) return <QuizProblem error={quiz.error} />;
  if (!quiz.data) return <Skeleton variant="rounded" height={360} />;
  const data = quiz.data;
  const missed = data.questions.filter((question) => question.state !== 'right');
  const retry = retryQuery(data);
  const base = `quiz/${params.courseId}/${params.chapterId}`;
  const playPath = backToGamePath(params.courseId, params.chapterId, data.complete, course.data?.chapters ?? []);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle page={t('resultTitle')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title', { chapter: chapterName })}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 900 }} data-testid="quiz-score">
          {t('score', { score: data.score, total: data.questions.length })}
        </Typography>
        {data.complete ? (
          <Alert severity="success" sx={{ mt: 2, justifyContent: 'center' }} data-testid="quiz-complete">
            {t('allRight')} {data.saved ? t('chapterTick') : null}
          </Alert>
        ) : null}
        {!data.complete && data.questions.some((question) => question.state !== 'unanswered') ? (
          // A quiz passes only with every answer right (a miss may be retried), so 6 of 7 is not yet a pass.
          <Alert severity="info" sx={{ mt: 2, justifyContent: 'center' }} data-testid="quiz-pass-rule">
            {t('passRule')}
          </Alert>
        ) : null}
        {!data.saved ? (
          <Alert severity="info" sx={{ mt: 2, justifyContent: 'center' }}>
            {t('notSaved')}
          </Alert>
        ) : null}
        <Stack component="ol" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, textAlign: 'start' }} spacing={1}>
          {data.questions.map((question, index) => (
            <Stack component="li" key={question.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {question.state === 'right' ? <CheckCircleRounded color="success" /> : <CancelRounded color={question.state === 'missed' ? 'error' : 'disabled'} />}
              <Typography component={RouterLink} to={to(`${base}/question/${question.id}`)} sx={{ color: 'text.primary' }}>
                {index + 1}. <span data-content>{tell(question.question)}</span>
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
          {missed[0] && retry ? (
            <Button component={RouterLink} to={to(`${base}/question/${missed[0].id}${retry}`)} variant="contained" size="large" data-testid="quiz-try-missed">
              {t('tryMissed')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={to(playPath)} variant={missed[0] ? 'outlined' : 'contained'} size="large" data-testid="quiz-back-to-game">
            {t('backToGame')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
