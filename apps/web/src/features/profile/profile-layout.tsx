import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notification-provider.tsx';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { authPagePath } from '../../lib/auth-links.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

const SECTIONS = [
  { path: 'profile', label: 'profile.nav.overview' },
  { path: 'profile/details', label: 'profile.nav.details' },
  { path: 'profile/students', label: 'profile.nav.students' },
  { path: 'profile/billing', label: 'profile.nav.billing' },
] as const;

/**
 * The protected profile area: visitors go to log in and come back here (the current-user call
 * answers 401 for them, spec/platform.md §4); the signed-in see the sections as tabs.
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const notify = useNotify();
  const { pathname, search } = useLocation();
  const currentUser = useCurrentUser();
  const visitor = currentUser.isSuccess && currentUser.data === null;

  useEffect(() => {
    if (visitor) notify(t('profile.loginNeeded'), 'info');
  }, [visitor, notify, t]);

  if (currentUser.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (visitor || currentUser.isError) {
    return <Navigate to={to(authPagePath('login', `${pathname}${search}`))} replace />;
  }

  const active = [...SECTIONS]
    .reverse()
    .find(
      (section) => pathname === to(section.path) || pathname.startsWith(`${to(section.path)}/`),
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Tabs
        value={active?.path ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('profile.title')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((section) => (
          <Tab
            key={section.path}
            value={section.path}
            label={t(section.label)}
            component={RouterLink}
            to={to(section.path)}
            sx={{ fontWeight: 800, minHeight: 52 }}
          />
        ))}
      </Tabs>
      <Outlet />
    </Container>
  );
}
