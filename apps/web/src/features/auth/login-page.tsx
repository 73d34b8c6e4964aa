import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../lib/api/login.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { pathInAccountLanguage } from '../../lib/user-language.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateLogin } from './auth-validation.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

type Field = 'email' | 'password';

/** /login: e-mail and password, then the server's redirect (valid redirect, last level, home). */
export function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const login = useLogin();
  const form = useAuthForm<Field>({ email: '', password: '' }, validateLogin, ['email', 'password']);
  const keepRedirect = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';


  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    login.mutate(
      { body: form.values, query: { redirect: redirect ?? undefined, locale } },
      {
        // The account's language follows it to this browser (platform §3).
        onSuccess: (answer) => void navigate(pathInAccountLanguage(answer.redirect, answer.user.language), { replace: true }),
        onError: (error) => form.fail(error),
      },
    );
  }


  return (
    <AuthLayout
      title={t('auth.login.title')}
      about="login"
      heading={t('auth.login.heading')}
      lead={t('auth.login.lead')}
      footer={
        <Typography>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={to(`signup${keepRedirect}`)} sx={{ fontWeight: 800 }}>
            {t('auth.login.signUp')}
          </Link>
        </Typography>
      }
    >
      <GoogleButton redirect={redirect} />
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {form.message && <Alert severity="error">{form.message}</Alert>}
        <TextField
          label={t('auth.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          fullWidth
          {...form.bind('email')}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          autoComplete="current-password"
          fullWidth
          {...form.bind('password')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={login.isPending}
          sx={{ minHeight: 52 }}
        >
          {t('auth.login.submit')}
        </Button>
        <Link
          component={RouterLink}
          to={to('forgot-password')}
          sx={{ textAlign: 'center', fontWeight: 700 }}
        >
          {t('auth.login.forgot')}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
