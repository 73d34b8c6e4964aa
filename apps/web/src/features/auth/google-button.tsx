import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GoogleIcon from '@mui/icons-material/Google';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../../lib/api/auth-providers.ts';
import { googleAuthorizeUrl } from '../../lib/auth-links.ts';
import { useLocale } from '../../lib/use-locale.ts';

/**
 * Google sign-in leaves the app: the server sends the browser to the provider and back to the
 * redirect (or `/`), so this is a plain link, not a fetch. A server without Google shows none.
 */
export function GoogleButton({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <>
      <Button
        href={googleAuthorizeUrl(redirect, locale)}
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        sx={{ minHeight: 52, borderColor: 'divider' }}
      >
        {t('auth.google')}
      </Button>
      <Divider sx={{ my: 3, color: 'text.secondary' }}>{t('auth.or')}</Divider>
    </>
  );
}
