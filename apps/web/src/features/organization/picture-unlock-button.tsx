import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useUnlockPictureLogin } from './api/picture-unlock-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/**
 * The teacher's way out when a pupil's name had too many wrong picture tries (a classmate's taps,
 * or the child's own): the pupil gets in with the same card at once. A new card does the same and
 * also ends the sessions of the old one.
 */
export function PictureUnlockButton({ studentId, username }: { readonly studentId: number; readonly username: string }) {
  const t = useOrgText();
  const unlock = useUnlockPictureLogin();
  return (
    <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => unlock.mutate(studentId)} disabled={unlock.isPending} data-testid="picture-unlock">
        {t('pictures.unlock')}
      </Button>
      {unlock.isSuccess && <Alert severity="success">{t('pictures.unlocked', { username })}</Alert>}
      {unlock.isError && <RefusalNotice error={unlock.error} />}
    </Stack>
  );
}
