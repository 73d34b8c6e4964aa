import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { ApiError, type StudentOverview } from '@codehop/api';
import { Link as RouterLink, useParams } from 'react-router';
import { AvatarImage } from '../../../components/avatar-image.tsx';
import { useChooseStudentAndGo } from '../../../components/choose-student-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { parseStudentId } from '../student-id.ts';
import { ChildSettings } from './child-settings.tsx';
import { CourseCard } from './course-card.tsx';
import { useChildText } from './i18n/use-child-text.ts';
import { useStudentOverview } from './student-overview-api.ts';
import { WeekSummary } from './week-summary.tsx';

/**
 * /profile/student/{id}: everything a parent wants to know about one child on one page, and the
 * child's settings. Only the child's own parent gets it from the server; anyone else reads why.
 */
export function ChildPage() {
  const t = useChildText();
  const to = useLocalePath();
  const studentId = parseStudentId(useParams().studentId);
  const overview = useStudentOverview(studentId);
  const choose = useChooseStudentAndGo();

  if (studentId === null || overview.isError) {
    const reason = overview.error instanceof ApiError ? overview.error.detail : undefined;
    const refused = overview.error instanceof ApiError && overview.error.status < 500;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('notYours')}
        </Typography>
        <Alert severity={refused || studentId === null ? 'warning' : 'error'} action={refused ? undefined : <Button color="inherit" size="small" onClick={() => void overview.refetch()}>{t('retry')}</Button>}>
          {reason ?? t('failed')}
        </Alert>
        <Button component={RouterLink} to={to('profile/students')} variant="contained">
          {t('back')}
        </Button>
      </Stack>
    );
  }
  if (!overview.data) return <Skeleton variant="rounded" height={420} />;
  const data = overview.data;
  const name = data.student.username;

  return (
    <Stack spacing={3}>
      <PageTitle page={t('heading', { name })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <AvatarImage character={data.student.character} size={80} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {t('heading', { name })}
        </Typography>
        <Button variant="contained" size="large" startIcon={<PlayArrowRounded />} onClick={() => choose.mutate({ ...data.student, assistant_enabled: data.assistant.enabled, assistant_attempt_limit: data.assistant.daily_limit, last_played: null })}>
          {t('play', { name })}
        </Button>
      </Stack>
      <WeekSummary week={data.week} assistant={data.assistant} />
      <Section title={t('courses')}>
        <Stack spacing={2}>
          {data.courses.map((course) => (
            <CourseCard key={course.course_id} course={course} />
          ))}
        </Stack>
      </Section>
      <Recognition data={data} />
      <Section title={t('settings')}>
        <ChildSettings key={`${data.student.username}-${data.student.character}`} student={data.student} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Recognition({ data }: { data: StudentOverview }) {
  const t = useChildText();
  const to = useLocalePath();
  const courseName = (id: string) => data.courses.find((course) => course.course_id === id)?.name ?? id;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {t('badges')} · {data.badges.length}
        </Typography>
        {data.badges.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('noBadges')}</Typography> : (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
            {data.badges.map((badge) => (
              <Box key={badge.id} component="img" src={`/assets/badges/${badge.id}.png`} alt="" title={badge.id} sx={{ width: 48, height: 48 }} />
            ))}
          </Stack>
        )}
        <Link component={RouterLink} to={to(`badges/${data.student.id}`)} sx={{ fontWeight: 700 }}>
          {t('allBadges')}
        </Link>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {t('certificates')} · {data.certificates.length}
        </Typography>
        {data.certificates.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('noCertificates')}</Typography> : (
          <Stack spacing={0.5}>
            {data.certificates.map((certificate) => (
              <Link key={certificate.id} component={RouterLink} to={to(`certificate/${certificate.id}`)} sx={{ fontWeight: 700 }}>
                {t('certificate', { course: courseName(certificate.course_id) })}
              </Link>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
