import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../../lib/api/forgot-password.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateForgot, type FieldErrors } from './auth-validation.ts';
import { useFailureText } from './use-auth-text.ts';

/** /forgot-password: asks for a reset link; the answer is the same whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const forgot = useForgotPassword();
  const failureText = useFailureText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForgot({ email });
    setErrors(found);
    setServerError(undefined);
    setMessage(null);
    if (found.email) return;
    forgot.mutate(email.trim(), {
      onSuccess: (answer) => setSent(answer.detail),
      onError: (error) => {
        const failure = formFailure(error, ['email'] as const, failureText);
        setServerError(failure.fields.email);
        setMessage(failure.message);
      },
    });
  }

  const fieldText = serverError ?? (errors.email ? t(errors.email) : undefined);

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      heading={t('auth.forgot.heading')}
      lead={t('auth.forgot.lead')}
      footer={
        <Link component={RouterLink} to={to('login')} sx={{ fontWeight: 800 }}>
          {t('auth.forgot.back')}
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" sx={{ fontSize: '1rem' }}>
          <AlertTitle>{t('auth.forgot.sent')}</AlertTitle>
          {sent}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            label={t('auth.emailLabel')}
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
              setServerError(undefined);
            }}
            error={fieldText !== undefined}
            helperText={fieldText}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={forgot.isPending}
            sx={{ minHeight: 52 }}
          >
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
