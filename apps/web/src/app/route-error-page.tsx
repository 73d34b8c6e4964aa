import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { StatusPage } from '../components/status-page.tsx';
import { SUPPORT_EMAIL } from '../lib/config.ts';
import { RefusalPage, routeRefusal, useDescribeRefusal } from '../lib/refusal/index.ts';
import { useLocalePath } from '../lib/use-locale.ts';

/**
 * What a route shows when its loader or component throws: a refusal (the server said why, or the
 * connection is gone) as the refusal page with the way forward; only a real bug as the crash page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const to = useLocalePath();
  const describe = useDescribeRefusal();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (routeRefusal(error)) return <RefusalPage refusal={describe(error)} />;
  console.error(error);
  const detail =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : null;

  return (
    <>
      <PageTitle page={t('routeError.title')} />
      <StatusPage
        mood="lost"
        heading={t('routeError.heading')}
        body={t('routeError.body', { email: SUPPORT_EMAIL })}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              startIcon={<RefreshRounded />}
              onClick={() => window.location.reload()}
            >
              {t('routeError.retry')}
            </Button>
            {/* A plain link, not the router: the router may be what broke. */}
            <Button href={to()} variant="outlined" size="large" startIcon={<HomeRounded />}>
              {t('routeError.backHome')}
            </Button>
          </>
        }
      >
        {import.meta.env.DEV && detail && (
          <Box
            component="pre"
            sx={{ mt: 4, p: 2, borderRadius: 2, bgcolor: 'background.paper', overflow: 'auto' }}
          >
            <Typography component="code" variant="body2">
              {detail}
            </Typography>
          </Box>
        )}
      </StatusPage>
    </>
  );
}
