import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FULL_NAME_MAX, type Profile } from '@codehop/api';
import { useNotify } from '../../components/notification-provider.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useDeleteProfile } from '../../lib/api/delete-profile.ts';
import { useProfile } from '../../lib/api/profile.ts';
import { useUpdateProfile } from '../../lib/api/update-profile.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { RefusalNotice, useDescribeRefusal, useRefusalWords } from '../../lib/refusal/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useStaleSave } from '../../components/stale-dialog/use-stale-save.tsx';
import { dateLocale } from '../../lib/date-locale.ts';

/** /profile/details: the account's name and e-mail, and deleting the account. */
export function DetailsPage() {
  const { t } = useTranslation();
  const profile = useProfile(true);

  return (
    <>
      <PageTitle page={t('profile.details.heading')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('profile.details.heading')}
      </Typography>
      <RefusalNotice error={profile.error} />
      {profile.data && <DetailsForm key={profile.data.user_id} profile={profile.data} />}
      <DeleteAccount />
    </>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.full_name);
  const [error, setError] = useState<string | undefined>();
  // If-Match from the profile the form was filled from; a 412 opens the stale dialog.
  const staleSave = useStaleSave<{ full_name: string }, Profile>({
    initialBasis: profile,
    send: (body, basis) => update.mutateAsync({ body, basis }),
    reset: update.reset,
    busy: update.isPending,
    fill: (fields) => setFullName(fields.full_name),
    fieldLabel: () => t('auth.fullNameLabel'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The API's rule, said before sending: required, and at most FULL_NAME_MAX characters.
    if (fullName.trim() === '') {
      setError(t('auth.fullNameRequired'));
      return;
    }
    if (fullName.trim().length > FULL_NAME_MAX) {
      setError(t('auth.fullNameTooLong', { max: FULL_NAME_MAX }));
      return;
    }
    setError(undefined);
    staleSave.save(
      { full_name: fullName.trim() },
      () => notify(t('profile.details.saved'), 'success'),
      (failure) => {
        const shown = formFailure(failure, ['full_name'] as const, refusalWords);
        setError(shown.fields.full_name ?? shown.message ?? undefined);
      },
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, mb: 3 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile.details.email')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {profile.email}
            </Typography>
            <Chip
              size="small"
              color={profile.email_verified ? 'primary' : 'warning'}
              label={
                profile.email_verified
                  ? t('profile.details.emailVerified')
                  : t('profile.details.emailNotVerified')
              }
            />
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile.details.memberSince')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {new Date(profile.created_at).toLocaleDateString(dateLocale(i18n.language), { dateStyle: 'long' })}
          </Typography>
        </Box>
        <TextField
          label={t('auth.fullNameLabel')}
          name="full_name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={error !== undefined}
          helperText={error}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {t('profile.details.save')}
          </Button>
        </Box>
      </Stack>
      {staleSave.dialog}
    </Paper>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const describe = useDescribeRefusal();
  const notify = useNotify();
  const remove = useDeleteProfile();
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, borderColor: 'error.dark' }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {t('profile.details.deleteHeading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1 }}>
        {t('profile.details.deleteBody')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        {t('profile.details.deleteButton')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.details.deleteConfirmTitle')}
        body={t('profile.details.deleteConfirmBody')}
        confirm={t('profile.details.deleteConfirm')}
        cancel={t('profile.details.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove
            .mutateAsync()
            .then(() => notify(t('profile.details.deleted'), 'info'))
            .catch((error: unknown) => notify(describe(error).message, 'error'))
        }
      />
    </Paper>
  );
}
