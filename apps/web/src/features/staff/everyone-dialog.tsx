import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useCampaignAudience } from './api/campaign-audience.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

/** Whether what staff typed confirms: the recipient count, or the word "everyone" (theirs or English). */
export function confirmsEveryone(typed: string, recipients: number, word: string): boolean {
  const answer = typed.trim().toLowerCase();
  return answer === String(recipients) || answer === word.toLowerCase() || answer === 'everyone';
}

/**
 * "Queue for everyone" writes to every subscribed account, so it shows how many first (families and
 * schools apart) and waits until staff type that number or the word "everyone".
 */
export function EveryoneDialog({
  open,
  template,
  subject,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  template: string;
  subject: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useStaffText();
  const audience = useCampaignAudience(open);
  const [typed, setTyped] = useState('');
  const word = t('campaigns.everyoneWord');
  const count = audience.data;
  const ready = !!count && count.recipients > 0 && confirmsEveryone(typed, count.recipients, word);
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) {
            setTyped('');
            onConfirm();
          }
        }}
      >
        <DialogTitle>{t('campaigns.previewTitle')}</DialogTitle>
        <DialogContent>
          {audience.isPending && <LinearProgress aria-label={t('campaigns.previewTitle')} />}
          <RefusalNotice error={audience.error} sx={{ mb: 2 }} />
          {count && (
            <>
              <DialogContentText sx={{ mb: 1 }}>
                {t('campaigns.previewWhat', { template, subject })}
              </DialogContentText>
              <DialogContentText sx={{ mb: 1, fontWeight: 700 }}>
                {t('campaigns.previewCount', {
                  recipients: count.recipients,
                  families: count.families,
                  schools: count.schools,
                })}
              </DialogContentText>
              <DialogContentText sx={{ mb: 2 }}>
                {t('campaigns.previewType', { recipients: count.recipients, word })}
              </DialogContentText>
              <TextField
                label={t('campaigns.previewConfirmLabel')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoFocus
                fullWidth
                autoComplete="off"
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('viewAs.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={!ready || busy}>
            {t('campaigns.previewQueue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
