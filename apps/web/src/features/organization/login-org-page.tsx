import { PageTitle, type DescribedPage } from '../../components/page-title.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorOf, RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useAcceptInvitation, useClassByToken, useClassSignup, useInvitation, useLoginOrg } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Loading } from './school-layout.tsx';
import { useSchoolAt } from './api/school-profile-api.ts';
import { PictureLoginForm } from './picture-login-form.tsx';

function Panel({ title, children, about }: { readonly title: string; readonly children: ReactNode; readonly about?: DescribedPage }) {
  const t = useOrgText();
  return (
    <Box sx={{ maxWidth: 460, width: '100%', mx: 'auto', px: 2, py: 5 }}>
      <PageTitle page={title || t('login.title')} {...(about ? { about } : {})} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 900, mb: 3, textAlign: 'center' }}>{title}</Typography>
      {children}
    </Box>
  );
}

const bigField = { '& .MuiInputBase-input': { fontSize: '1.3rem', py: 1.8 } };

/** login-org and login-org/{organizationSlug}: a school student logs in with username and password. */
export function LoginOrgPage() {
  const t = useOrgText();
  const locale = useLocale();
  const navigate = useNavigate();
  const fixedSlug = useParams().organizationSlug ?? '';
  const [slug, setSlug] = useState(fixedSlug);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginOrg();
  const school = useSchoolAt(fixedSlug);
  // A school with a picture class opens on the picture pad; a typed password stays one tap away.
  const [typed, setTyped] = useState(false);
  const pictures = school.data?.picture_login === true && !typed;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!slug.trim() || !username.trim() || !password) return;
    login.mutate({ body: { organization_slug: slug.trim(), username: username.trim(), password }, locale }, { onSuccess: (answer) => void navigate(answer.redirect, { replace: true }) });
  }
  return (
    <Panel title={school.data ? t('login.at', { school: school.data.name }) : t('login.title')} about="schoolLogin">
      {pictures ? (
        <PictureLoginForm slug={school.data?.slug ?? fixedSlug} />
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          {school.isError && <RefusalNotice error={school.error} />}
          {/* A wrong password in the school's own words; anything else (too many tries, offline) as the refusal it is. */}
          {login.isError && (apiErrorOf(login.error)?.status === 401 ? <Alert severity="error">{t('login.wrong')}</Alert> : <RefusalNotice error={login.error} />)}
          {!fixedSlug && <TextField label={t('login.school')} value={slug} onChange={(event) => setSlug(event.target.value)} sx={bigField} />}
          <TextField label={t('login.username')} value={username} onChange={(event) => setUsername(event.target.value)} autoFocus autoComplete="username" autoCapitalize="none" sx={bigField} slotProps={{ htmlInput: { 'data-testid': 'org-username' } }} />
          <TextField label={t('login.password')} type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" sx={bigField} slotProps={{ htmlInput: { 'data-testid': 'org-password' } }} />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending} sx={{ minHeight: 60, fontSize: '1.3rem' }} data-testid="org-login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      )}
      {school.data?.picture_login && (
        <Button fullWidth variant="outlined" size="large" onClick={() => setTyped(!typed)} sx={{ mt: 3, minHeight: 52 }} data-testid="login-mode">
          {typed ? t('pictures.withPictures') : t('pictures.withPassword')}
        </Button>
      )}
    </Panel>
  );
}

/** organization/join?token: the invited teacher creates their account in the school. */
export function JoinSchoolPage() {
  const t = useOrgText();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const refusal = useRefusal(accept.error, ['full_name', 'password']);
  if (invitation.isPending && token) return <Loading />;
  if (!invitation.data) return <Panel title=""><Alert severity="warning">{t('join.invalid')}</Alert></Panel>;
  function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the name and the password (8+) and says what is wrong beside each field.
    accept.mutate({ body: { token, full_name: fullName.trim(), password }, locale }, { onSuccess: () => void navigate(to('organization/classes'), { replace: true }) });
  }
  return (
    <Panel title={t('join.title', { school: invitation.data.organization_name })}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <RefusalNotice refusal={refusal.notice} />
        <TextField label={t('details.email')} value={invitation.data.email} disabled />
        <TextField label={t('join.fullName')} value={fullName} onChange={(event) => setFullName(event.target.value)} autoFocus error={refusal.fields.full_name !== undefined} helperText={refusal.fields.full_name} slotProps={{ htmlInput: { 'data-testid': 'join-name' } }} />
        <TextField label={t('join.password')} type="password" value={password} onChange={(event) => setPassword(event.target.value)} error={refusal.fields.password !== undefined} helperText={refusal.fields.password ?? '8+'} slotProps={{ htmlInput: { 'data-testid': 'join-password' } }} />
        <Button type="submit" variant="contained" size="large" disabled={accept.isPending} sx={{ minHeight: 52 }} data-testid="join-submit">
          {t('join.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}

/** class-signup?token: a student makes their own school account with the class's join code. */
export function ClassSignupPage() {
  const t = useOrgText();
  const locale = useLocale();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const klass = useClassByToken(token);
  const signup = useClassSignup();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const refusal = useRefusal(signup.error, ['username', 'password']);
  if (klass.isPending && token) return <Loading />;
  if (!klass.data) return <Panel title="">{klass.error ? <RefusalNotice error={klass.error} /> : <Alert severity="warning">{t('common.error')}</Alert>}</Panel>;
  function submit(event: FormEvent) {
    event.preventDefault();
    signup.mutate({ body: { token, username: username.trim(), password }, locale }, { onSuccess: (answer) => void navigate(answer.redirect, { replace: true }) });
  }
  return (
    <Panel title={t('classSignup.title', { klass: klass.data.class_name, school: klass.data.organization_name })}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <RefusalNotice refusal={refusal.notice} />
        <TextField label={t('login.username')} value={username} onChange={(event) => setUsername(event.target.value)} autoFocus error={refusal.fields.username !== undefined} helperText={refusal.fields.username} sx={bigField} slotProps={{ htmlInput: { 'data-testid': 'class-signup-username' } }} />
        <TextField label={t('login.password')} type="password" value={password} onChange={(event) => setPassword(event.target.value)} error={refusal.fields.password !== undefined} helperText={refusal.fields.password} sx={bigField} />
        <Button type="submit" variant="contained" size="large" disabled={signup.isPending} sx={{ minHeight: 60, fontSize: '1.3rem' }}>
          {t('classSignup.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}
