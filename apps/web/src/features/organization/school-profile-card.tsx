import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Organization } from '@codehop/api';
import { Link as RouterLink } from 'react-router';
import { useStaleSave } from '../../components/stale-dialog/use-stale-save.tsx';
import { formFailure } from '../../lib/form-errors.ts';
import { useRefusalWords } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useUpdateOrganization } from './api/school-profile-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/** The school's plan and seats ("29 of 200 students") with the way to a bigger plan. */
export function SchoolPlanCard({ school }: { readonly school: Organization }) {
  const t = useOrgText();
  const to = useLocalePath();
  const planName = school.plan === 'school_small' || school.plan === 'school_large' ? t(`plan.${school.plan}`) : t('plan.trial');
  const full = school.student_limit !== null && school.student_count >= school.student_limit;
  return (
    <Card data-testid="school-plan">
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>{t('plan.title', { plan: planName })}</Typography>
        <Typography sx={{ fontSize: '1.1rem' }} data-testid="school-seats">
          {school.student_limit === null ? t('plan.unlimited', { used: school.student_count }) : t('plan.seats', { used: school.student_count, limit: school.student_limit })}
        </Typography>
        {school.student_limit !== null && (
          <LinearProgress variant="determinate" color={full ? 'warning' : 'primary'} value={Math.min(100, (school.student_count / school.student_limit) * 100)} sx={{ my: 1.5, height: 8, borderRadius: 4 }} />
        )}
        {school.plan === null && <Typography color="text.secondary" sx={{ mb: 1.5 }}>{t('plan.trialHelp')}</Typography>}
        {school.plan !== 'school_large' && (
          <Button component={RouterLink} to={to('schools')} variant={full ? 'contained' : 'outlined'} data-testid="school-upgrade">
            {t('plan.upgrade')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin edits the school's name, web address and postal address; old login links keep working. */
export function SchoolProfileForm({ school }: { readonly school: Organization }) {
  const t = useOrgText();
  const update = useUpdateOrganization();
  const [name, setName] = useState(school.name);
  const [slug, setSlug] = useState(school.slug);
  const [address, setAddress] = useState(school.address ?? '');
  const [saved, setSaved] = useState(false);
  const failure = formFailure(update.error, ['name', 'slug', 'address'] as const, useRefusalWords());
  const labels: Record<string, string> = { name: t('register.name'), slug: t('register.slug'), address: t('profile.address') };
  // If-Match from the school the form was filled from; someone else's save meanwhile opens the stale dialog.
  const staleSave = useStaleSave<{ name: string; slug: string; address: string | null }, Organization>({
    initialBasis: school,
    send: (body, basis) => update.mutateAsync({ body, basis }),
    reset: update.reset,
    busy: update.isPending,
    fill: (fields) => {
      setName(fields.name);
      setSlug(fields.slug);
      setAddress(fields.address ?? '');
    },
    fieldLabel: (field) => labels[field] ?? field,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    staleSave.save({ name: name.trim(), slug: slug.trim(), address: address.trim() || null }, () => setSaved(true));
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>{t('profile.title')}</Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
          {update.isError && failure.message && <Alert severity="error">{failure.message}</Alert>}
          {saved && <Alert severity="success">{t('profile.saved')}</Alert>}
          <TextField label={t('register.name')} value={name} onChange={(event) => setName(event.target.value)} error={Boolean(failure.fields.name)} helperText={failure.fields.name} slotProps={{ htmlInput: { 'data-testid': 'school-name' } }} />
          <TextField
            label={t('register.slug')}
            value={slug}
            onChange={(event) => setSlug(event.target.value.toLowerCase())}
            error={Boolean(failure.fields.slug)}
            helperText={failure.fields.slug ?? t('profile.slugHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'school-slug' } }}
          />
          <TextField label={t('profile.address')} value={address} onChange={(event) => setAddress(event.target.value)} multiline minRows={2} error={Boolean(failure.fields.address)} helperText={failure.fields.address} slotProps={{ htmlInput: { 'data-testid': 'school-address' } }} />
          <Button type="submit" variant="contained" size="large" disabled={update.isPending} sx={{ alignSelf: 'flex-start', minHeight: 52, px: 4 }} data-testid="school-save">
            {t('common.save')}
          </Button>
        </Stack>
        {staleSave.dialog}
      </CardContent>
    </Card>
  );
}
