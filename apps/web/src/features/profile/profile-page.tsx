import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupRounded from '@mui/icons-material/GroupRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChooseStudentAndGo } from '../../components/choose-student-dialog.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useStudents } from '../../lib/api/students.ts';
import { useStudentsLimit } from '../../lib/api/students-limit.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { StudentCard } from './student-card.tsx';
import { useSignedInUser } from './use-signed-in-user.ts';

/** /profile: a greeting, what needs doing (confirm the e-mail), the children at a glance. */
export function ProfilePage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSignedInUser();
  const students = useStudents(user !== null);
  const limit = useStudentsLimit(user !== null);
  const choose = useChooseStudentAndGo();
  if (!user) return null;

  return (
    <>
      <PageTitle page={t('profile.title')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('profile.overview.hello', { name: user.full_name || user.email })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('profile.overview.lead')}</Typography>
      {!user.user_details.email_verified && <ConfirmEmailBanner email={user.email} />}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('profile.students.heading')}
        </Typography>
        {limit.data && (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('profile.overview.studentsCount', {
              count: limit.data.count,
              limit: limit.data.limit,
            })}
          </Typography>
        )}
      </Box>
      {students.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('profile.students.empty')}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}
      >
        {students.data?.map((student) => (
          <StudentCard
            key={student.id}
            student={student}
            chosen={student.id === user.student_id}
            busy={choose.isPending}
            onChoose={() => choose.mutate(student)}
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={RouterLink}
          to={to('profile/students')}
          variant="contained"
          size="large"
          startIcon={<GroupRounded />}
        >
          {t('profile.overview.manageStudents')}
        </Button>
        <Button
          component={RouterLink}
          to={to('profile/details')}
          variant="outlined"
          size="large"
          startIcon={<ManageAccountsRounded />}
        >
          {t('profile.overview.editDetails')}
        </Button>
      </Stack>
    </>
  );
}
