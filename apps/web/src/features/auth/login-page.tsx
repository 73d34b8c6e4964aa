import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../lib/api/login.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateLogin, withoutField, type FieldErrors } from './auth-validation.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordField } from './password-field.tsx';
import { useFailureText } from './use-auth-text.ts';

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
  const failureText = useFailureText();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const keepRedirect = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
    setServerFields((current) => withoutField(current, field));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setServerFields({});
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { body: values, query: { redirect: redirect ?? undefined, locale } },
      {
        onSuccess: (answer) => void navigate(answer.redirect, { replace: true }),
        onError: (error) => {
          const failure = formFailure(error, ['email', 'password'] as const, failureText);
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
      title={t('auth.login.title')}
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
        {message && <Alert severity="error">{message}</Alert>}
        <TextField
          label={t('auth.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          fullWidth
          value={values.email}
          onChange={(event) => edit('email', event.target.value)}
          error={fieldText('email') !== undefined}
          helperText={fieldText('email')}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          autoComplete="current-password"
          fullWidth
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
          error={fieldText('password') !== undefined}
          helperText={fieldText('password')}
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
