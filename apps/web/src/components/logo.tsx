import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark.tsx';

/** Mark and word, linking home. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('nav.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        px: 0.5,
        minHeight: 44,
      }}
    >
      <LogoMark />
      <Typography
        component="span"
        sx={{ fontWeight: 900, fontSize: '1.35rem', letterSpacing: '-0.02em' }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
