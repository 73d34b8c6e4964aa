import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import type { ImpersonationTarget } from './api/impersonate.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

const MIN_REASON = 3;
const MAX_REASON = 500;

/**
 * Viewing as someone is a serious step (it ends the staff session and is audited): staff confirm
 * it and say why; the reason is required by the server and written to the audit log.
 */
export function ViewAsDialog({
  target,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  /** Whom to view as; the dialog is closed while null. */
  target: ImpersonationTarget | null;
  busy: boolean;
  /** The failed start, if any (shown here, the reason's own error beside the field). */
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useStaffText();
  const [reason, setReason] = useState('');
  const refusal = useRefusal(error, ['reason']);
  const trimmed = reason.trim();
  const ready = trimmed.length >= MIN_REASON && trimmed.length <= MAX_REASON;
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={target !== null} onClose={close} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) onConfirm(trimmed);
        }}
      >
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
          {t('viewAs.title', { name: target?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('viewAs.explain')}</DialogContentText>
          <RefusalNotice refusal={refusal.notice} sx={{ mb: 2 }} />
          <TextField
            label={t('viewAs.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            error={!!refusal.fields.reason || trimmed.length > MAX_REASON}
            helperText={refusal.fields.reason ?? t('viewAs.reasonHint', { min: MIN_REASON, max: MAX_REASON })}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('viewAs.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {t('viewAs.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
