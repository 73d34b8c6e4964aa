import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { DEFAULT_COURSE } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * /profile/billing inside the profile tabs. Nothing can be bought yet (payments are their own
 * issue), so the page says so plainly and leads on, instead of leaving the profile for a
 * placeholder.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <PageTitle page={t('profile.billing.heading')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('profile.billing.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }} data-testid="billing-empty">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {t('profile.billing.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('profile.billing.emptyBody')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={to('purchase')} variant="contained" size="large" startIcon={<ShoppingCartRounded />}>
            {t('profile.billing.buy')}
          </Button>
          <Button component={RouterLink} to={to(`play/${DEFAULT_COURSE.value}/${DEFAULT_COURSE.firstLevel}`)} variant="outlined" size="large" startIcon={<PlayArrowRounded />}>
            {t('profile.billing.play')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
