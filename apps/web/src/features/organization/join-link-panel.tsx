import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SchoolClass } from '@codehop/api';
import { formFailure } from '../../lib/form-errors.ts';
import { useRefusalWords } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClassJoinLink } from './api/class-link-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/**
 * The class's join link: anyone who holds it becomes a student of the class (and takes a seat of
 * the school's plan), so the teacher turns it off once the class is complete, or makes a new one.
 */
export function JoinLinkPanel({ klass }: { readonly klass: SchoolClass }) {
  const t = useOrgText();
  const to = useLocalePath();
  const link = useClassJoinLink(klass.id);
  const address = `${window.location.origin}${to(`class-signup?token=${klass.join_token}`)}`;
  const refusalWords = useRefusalWords();
  const failure = link.isError ? formFailure(link.error, [], refusalWords).message : null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="join-link">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={klass.join_enabled} disabled={link.isPending} onChange={(event) => link.mutate({ enabled: event.target.checked })} data-testid="join-link-switch" />}
          label={t('link.on')}
        />
        <Button
          variant="outlined"
          disabled={link.isPending}
          onClick={() => {
            if (window.confirm(t('link.renewConfirm'))) link.mutate({ enabled: true, new_code: true });
          }}
          data-testid="join-link-renew"
        >
          {t('link.renew')}
        </Button>
      </Stack>
      {klass.join_enabled ? (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('klass.joinCode', { code: klass.join_token })} · <span data-testid="join-link-address">{address}</span>
        </Typography>
      ) : (
        <Alert severity="info">{t('link.off')}</Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
