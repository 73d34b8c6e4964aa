import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/** The frame of the school pages: title, big tabs (School, Classes), then the page. */
export function SchoolLayout({ title, children, actions }: { readonly title: string; readonly children: ReactNode; readonly actions?: ReactNode }) {
  const t = useOrgText();
  const to = useLocalePath();
  const location = useLocation();
  const user = useCurrentUser().data;
  const isAdmin = user?.user_details.user_type === 2;
  // A school student who opens a teacher's address sees where to go, not the teacher's tabs.
  if (user?.is_student) return <StudentsGoPlay />;
  // While the page's own name loads ('…' or nothing yet), the tab says which area this is.
  const pageName = title && title !== '…' ? title : t('nav.details');
  const tabs = [
    ...(isAdmin ? [{ path: 'organization/details', label: t('nav.details') }] : []),
    { path: 'organization/classes', label: t('nav.classes') },
    { path: 'organization/students', label: t('nav.students') },
    { path: 'organization/levels', label: t('nav.levels') },
  ];
  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <PageTitle page={pageName} />
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', '@media print': { display: 'none' } }}>
        {tabs.map((tab) => (
          <Button
            key={tab.path}
            component={RouterLink}
            to={to(tab.path)}
            size="large"
            variant={location.pathname.includes(tab.path) ? 'contained' : 'outlined'}
            sx={{ minHeight: 48, px: 3, fontWeight: 800 }}
          >
            {tab.label}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 900 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

function StudentsGoPlay() {
  const t = useOrgText();
  const to = useLocalePath();
  const user = useCurrentUser().data;
  const next = user?.last_played ? `play/${user.last_played.course_id}/${user.last_played.level_slug}` : '';
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6, textAlign: 'center' }} data-testid="students-go-play">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 900, mb: 2 }}>{t('guard.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('guard.body')}</Typography>
      <Button component={RouterLink} to={to(next)} variant="contained" size="large" sx={{ minHeight: 56, px: 5 }}>{t('guard.play')}</Button>
    </Box>
  );
}

export function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
}

/** A read that failed: the server's reason (lib/refusal), or offline, never a bare "something went wrong". */
export function Failed({ error }: { readonly error: unknown }) {
  return <RefusalNotice error={error} />;
}
