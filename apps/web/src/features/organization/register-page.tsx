import { PageTitle } from '../../components/page-title.tsx';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, ORGANIZATION_SLUG_MESSAGE } from '@codehop/api';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { REGISTER_SCHOOL_REDIRECT } from '../../lib/register-school.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useRegisterOrganization, useSlugExists } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { schoolLoginAddress } from './school-login-address.ts';

const SLUG = /^[a-z]+(-[a-z]+)*$/;

/** A suggestion for the address from the name: "Green Hill School" -> "green-hill-school". */
export function slugFromName(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50);
}

/** organization/register: "Register Your Institution" (drawer, and the /schools page links here). */
export function RegisterOrganizationPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const register = useRegisterOrganization();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const shownSlug = slugTouched ? slug : slugFromName(name);
  const exists = useSlugExists(shownSlug);
  const slugWellFormed = SLUG.test(shownSlug) && shownSlug.length >= 3;
  const slugError = shownSlug && !slugWellFormed ? t('register.slugBad') : exists.data?.exists ? t('register.slugTaken') : '';
  const serverMessage = register.error instanceof ApiError ? (register.error.fieldErrors[0]?.message ?? register.error.detail ?? null) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !slugWellFormed || exists.data?.exists) return;
    register.mutate({ name: name.trim(), slug: shownSlug }, { onSuccess: () => void navigate(to('organization/details')) });
  }

  const signedIn = user.data !== undefined && user.data !== null;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 5 }}>
      <PageTitle page={t('register.title')} about="registerSchool" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 900, mb: 1 }}>
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.1rem' }}>
        {t('register.lead')}
      </Typography>
      {!signedIn && !user.isPending ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('register.signInFirst')}</Alert>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" size="large" component={RouterLink} to={to(`signup?redirect=${encodeURIComponent(REGISTER_SCHOOL_REDIRECT)}`)}>
              {t('register.signUp')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={to(`login?redirect=${encodeURIComponent(REGISTER_SCHOOL_REDIRECT)}`)}>
              {t('register.logIn')}
            </Button>
          </Stack>
        </Stack>
      ) : user.data?.organization_id ? (
        <Alert severity="info">{t('register.already')}</Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          {serverMessage && <Alert severity="error">{serverMessage === ORGANIZATION_SLUG_MESSAGE ? t('register.slugBad') : serverMessage}</Alert>}
          <TextField label={t('register.name')} value={name} onChange={(event) => setName(event.target.value)} required fullWidth autoFocus slotProps={{ htmlInput: { 'data-testid': 'org-name' } }} />
          <TextField
            label={t('register.slug')}
            value={shownSlug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.target.value);
            }}
            error={slugError !== ''}
            helperText={slugError || (exists.data && !exists.data.exists && slugWellFormed ? t('register.slugFree') : t('register.slugHelp'))}
            placeholder="green-hill-school"
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'org-slug' } }}
          />
          {/* The short name is only a part of an address on Codehop: show the whole login address it makes (… until it is well formed). */}
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} data-testid="org-login-address">
            {t('register.slugAddress', { address: schoolLoginAddress(window.location.origin, to, slugWellFormed ? shownSlug : '…') })}
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={register.isPending} sx={{ minHeight: 52 }} data-testid="register-submit">
            {t('register.submit')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
