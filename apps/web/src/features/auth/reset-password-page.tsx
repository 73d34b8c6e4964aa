import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notification-provider.tsx';
import { useResetPassword } from '../../lib/api/reset-password.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateReset } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

type Field = 'new_password' | 'confirm';

/** /reset-password?token: a new password from the mailed link; then log in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useAuthForm<Field>({ new_password: '', confirm: '' }, validateReset, ['new_password']);


  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check() || !token) return;
    reset.mutate(
      { token, newPassword: form.values.new_password },
      {
        onSuccess: () => {
          notify(t('auth.reset.done'), 'success');
          void navigate(to('login'), { replace: true });
        },
        onError: (error) => form.fail(error),
      },
    );
  }


  return (
    <AuthLayout
      title={t('auth.reset.title')}
      heading={t('auth.reset.heading')}
      lead={t('auth.reset.lead')}
      footer={
        <Link component={RouterLink} to={to('forgot-password')} sx={{ fontWeight: 800 }}>
          {t('auth.reset.askAgain')}
        </Link>
      }
    >
      {!token ? (
        <Alert severity="warning">{t('auth.reset.missingToken')}</Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          {form.message && <Alert severity="error">{form.message}</Alert>}
          <PasswordField
            label={t('auth.newPasswordLabel')}
            name="new_password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            {...form.bind('new_password', t('auth.signup.passwordHint'))}
          />
          <PasswordField
            label={t('auth.confirmPasswordLabel')}
            name="confirm"
            autoComplete="new-password"
            fullWidth
            {...form.bind('confirm')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={reset.isPending}
            sx={{ minHeight: 52 }}
          >
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
