import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notification-provider.tsx';
import { useResetPassword } from '../../lib/api/reset-password.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateReset, withoutField, type FieldErrors } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useFailureText } from './use-auth-text.ts';

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
  const failureText = useFailureText();
  const [values, setValues] = useState({ new_password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
    setServerFields((current) => withoutField(current, field));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReset(values);
    setErrors(found);
    setServerFields({});
    setMessage(null);
    if (Object.keys(found).length > 0 || !token) return;
    reset.mutate(
      { token, newPassword: values.new_password },
      {
        onSuccess: () => {
          notify(t('auth.reset.done'), 'success');
          void navigate(to('login'), { replace: true });
        },
        onError: (error) => {
          const failure = formFailure(error, ['new_password'] as const, failureText);
          setServerFields(failure.fields);
          setMessage(failure.message);
        },
      },
    );
  }

  const fieldText = (field: Field) =>
    serverFields[field] ?? (errors[field] ? t(errors[field]) : undefined);

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
          {message && <Alert severity="error">{message}</Alert>}
          <PasswordField
            label={t('auth.newPasswordLabel')}
            name="new_password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            value={values.new_password}
            onChange={(event) => edit('new_password', event.target.value)}
            error={fieldText('new_password') !== undefined}
            helperText={fieldText('new_password') ?? t('auth.signup.passwordHint')}
          />
          <PasswordField
            label={t('auth.confirmPasswordLabel')}
            name="confirm"
            autoComplete="new-password"
            fullWidth
            value={values.confirm}
            onChange={(event) => edit('confirm', event.target.value)}
            error={fieldText('confirm') !== undefined}
            helperText={fieldText('confirm')}
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
