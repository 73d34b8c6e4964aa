import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { useCourse } from '../../lib/api/course.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useBadges } from './api/recognition.ts';
import { useRecognitionText } from './i18n/use-recognition-text.ts';
import { useBadgeNames } from './use-badge-names.ts';
import { dateLocale } from '../../lib/date-locale.ts';

export function studentIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /badges/{studentId}: earned badges first, in colour; the rest grey with how to earn them. */
export function BadgesPage() {
  const t = useRecognitionText();
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const studentId = studentIdParam(useParams().studentId);
  const badges = useBadges(studentId);
  const names = useBadgeNames();
  const python = useCourse('python');
  if (studentId === null || badges.isError) return <Alert severity="info">{t('notFound')}</Alert>;
  if (!badges.data) return <Skeleton variant="rounded" height={360} />;
  const data = badges.data;
  const earned = data.badges.filter((badge) => badge.earned_at);
  const sorted = [...earned, ...data.badges.filter((badge) => !badge.earned_at)];
  const date = (iso: string) => new Date(iso).toLocaleDateString(dateLocale(i18n.language));
  const quizChapters = python.data?.chapters.filter((chapter) => chapter.quiz_exists) ?? [];

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageTitle page={t('badges.title', { name: data.student.username })} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {t('badges.title', { name: data.student.username })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }} data-testid="badges-count">
        {t('badges.earnedCount', { earned: earned.length, total: data.badges.length })}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {sorted.map((badge) => {
          const words = names(badge);
          const has = badge.earned_at !== null;
          return (
            <Paper
              component="li"
              key={badge.id}
              data-testid={`badge-${badge.id}`}
              data-earned={has}
              sx={{ p: 2, borderRadius: 3, textAlign: 'center', opacity: has ? 1 : 0.6 }}
            >
              <Box
                component="img"
                src={badge.image}
                alt=""
                width={96}
                height={96}
                sx={{ imageRendering: 'pixelated', filter: has ? 'none' : 'grayscale(1) brightness(0.8)' }}
              />
              <Typography sx={{ fontWeight: 800, mt: 1 }}>{words.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {words.how}
              </Typography>
              <Typography variant="caption" sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', alignItems: 'center', mt: 1 }}>
                {has ? <CheckCircleRounded color="success" fontSize="inherit" /> : null}
                {badge.earned_at ? t('badges.earnedOn', { date: date(badge.earned_at) }) : t('badges.notYet')}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {quizChapters.length > 0 ? (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {t('badges.quizAnswers')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('badges.quizAnswersHint', { name: data.student.username })}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {quizChapters.map((chapter) => (
              <Button
                key={chapter.id}
                component={RouterLink}
                to={to(`quiz/python/${chapter.id}/student/${data.student.id}`)}
                variant="outlined"
                data-testid={`quiz-review-link-${chapter.id}`}
              >
                {chapter.name}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
