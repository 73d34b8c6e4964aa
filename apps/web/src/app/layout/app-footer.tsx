import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark.tsx';
import { COPYRIGHT_YEAR } from '../../lib/config.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

export function AppFooter() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 3, pb: 3, px: 3, mt: 'auto' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LogoMark size={20} />
          <Typography variant="body2">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</Typography>
        </Stack>
        <Stack direction="row" spacing={3}>
          <Link
            component={RouterLink}
            to={to('tos')}
            color="inherit"
            variant="body2"
            sx={{ py: 1 }}
          >
            {t('footer.terms')}
          </Link>
          <Link
            component={RouterLink}
            to={to('privacy')}
            color="inherit"
            variant="body2"
            sx={{ py: 1 }}
          >
            {t('footer.privacy')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
