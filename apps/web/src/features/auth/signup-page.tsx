import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChildCareRounded from '@mui/icons-material/ChildCareRounded';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notification-provider.tsx';
import { useSignup } from '../../lib/api/signup.ts';
import { isRegisteringSchool, REGISTER_SCHOOL_PATH } from '../../lib/register-school.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import { validateSignup } from './auth-validation.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthForm } from './use-auth-form.ts';

type Field = 'full_name' | 'email' | 'password';
const FIELDS = ['full_name', 'email', 'password'] as const;

/**
 * /signup: a parent account (13+ notice), with `?token` from a sign-up link passed through; on
 * the way to registering a school it speaks of the school instead.
 */

/**
 * A link inside a sentence: underlined and bold, as the green alone is hardly lighter than the
 * grey words around it.
 */
const TEXT_LINK = { underline: 'always', sx: { fontWeight: 800 } } as const;

export function SignupPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const token = params.get('token') ?? undefined;
  const signup = useSignup();
  const form = useAuthForm<Field>({ full_name: '', email: '', password: '' }, validateSignup, FIELDS);
  const keepRedirect = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  const forSchool = isRegisteringSchool(redirect);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    signup.mutate(
      { body: form.values, query: { redirect: redirect ?? undefined, locale, token } },
      {
        onSuccess: (answer) => {
          notify(t('auth.signup.welcome'), 'success');
          void navigate(answer.redirect, { replace: true });
        },
        onError: (error) => form.fail(error),
      },
    );
  }


  return (
    <AuthLayout
      title={t('auth.signup.title')}
      about="signup"
      heading={t(forSchool ? 'auth.signup.schoolHeading' : 'auth.signup.heading')}
      lead={t(forSchool ? 'auth.signup.schoolLead' : 'auth.signup.lead')}
      footer={
        <Typography>
          {t('auth.signup.haveAccount')}{' '}
          <Link component={RouterLink} to={to(`login${keepRedirect}`)} sx={{ fontWeight: 800 }}>
            {t('auth.signup.logIn')}
          </Link>
          {!forSchool && (
            <>
              {' · '}
              {/* The same place as every other "Register Your Institution": it asks for an account first. */}
              <Link component={RouterLink} to={to(REGISTER_SCHOOL_PATH)} sx={{ fontWeight: 800 }} data-testid="signup-register-school">
                {t('drawer.registerInstitution')}
              </Link>
            </>
          )}
        </Typography>
      }
    >
      <Alert severity="info" icon={<ChildCareRounded />} sx={{ mb: 3, fontSize: '0.95rem' }}>
        {t('auth.signup.ageNotice')}
      </Alert>
      <GoogleButton redirect={redirect} />
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {form.message && <Alert severity="error">{form.message}</Alert>}
        <TextField
          label={t('auth.fullNameLabel')}
          name="full_name"
          autoComplete="name"
          fullWidth
          {...form.bind('full_name')}
        />
        <TextField
          label={t('auth.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          fullWidth
          {...form.bind('email')}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          autoComplete="new-password"
          fullWidth
          {...form.bind('password', t('auth.signup.passwordHint'))}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signup.isPending}
          sx={{ minHeight: 52 }}
        >
          {t('auth.signup.submit')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('auth.signup.terms')}{' '}
          <Link component={RouterLink} to={to('tos')} {...TEXT_LINK}>
            {t('footer.terms')}
          </Link>
          {' · '}
          <Link component={RouterLink} to={to('privacy')} {...TEXT_LINK}>
            {t('footer.privacy')}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
