import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AvatarImage } from '../../components/avatar-image.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { authPagePath } from '../../lib/auth-links.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useStudents } from '../../lib/api/students.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * /badges and /certificates without a student (the account menu of a parent with nobody
 * chosen): the chosen student's page when there is one, else a pick of the family's children.
 */
export function WhosePage({ page }: { page: 'badges' | 'certificates' }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = useCurrentUser();
  const user = current.data ?? null;
  const students = useStudents(user !== null && !user.student_id);
  if (current.isPending) return <Skeleton variant="rounded" height={200} />;
  if (!user) return <Navigate to={to(authPagePath('login', `/${page}`))} replace />;
  if (user.student_id) return <Navigate to={to(`${page}/${user.student_id}`)} replace />;
  const title = page === 'badges' ? t('account.menu.badges') : t('account.menu.certificates');
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle page={title} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('account.menu.chooseStudent')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {(students.data ?? []).map((student) => (
          <Button
            key={student.id}
            component={RouterLink}
            to={to(`${page}/${student.id}`)}
            variant="outlined"
            size="large"
            startIcon={<AvatarImage character={student.character} size={32} />}
            sx={{ textTransform: 'none' }}
          >
            {student.username}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function WhoseBadgesPage() {
  return <WhosePage page="badges" />;
}

export function WhoseCertificatesPage() {
  return <WhosePage page="certificates" />;
}
