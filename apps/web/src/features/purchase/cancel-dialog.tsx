import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useCancelSubscription } from './api/cancel-subscription.ts';
import { formatDate } from './format-money.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { ReasonFields } from './reason-fields.tsx';
import { reasonFormErrors, type ReasonForm } from './reason-form.ts';

/** The cancel form (spec §5): reason, feedback, then cancellation at the end of the paid period. */
export function CancelDialog(props: { subscription: Subscription; onClose: () => void }) {
  const p = usePurchaseText();
  const locale = useLocale();
  const cancel = useCancelSubscription();
  const [form, setForm] = useState<ReasonForm>({ reason: '', feedback: '' });
  const [errors, setErrors] = useState<ReturnType<typeof reasonFormErrors> | null>(null);
  const done = cancel.data;
  function submit() {
    const found = reasonFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || form.reason === '') return;
    cancel.mutate({ subscriptionId: props.subscription.id, form: { cancel_subscription_reason: form.reason, feedback: form.feedback } });
  }
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ fontWeight: 800 }}>{p('cancel.title')}</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert severity="success">{p('cancel.done', { date: done.current_period_end ? formatDate(done.current_period_end, locale) : '' })}</Alert>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary' }}>{p('cancel.body')}</Typography>
            <ReasonFields value={form} onChange={setForm} errors={errors} />
            <RefusalNotice error={cancel.error} sx={{ mt: 2 }} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button size="large" onClick={props.onClose}>
          {done ? p('close') : p('cancel.keep')}
        </Button>
        {done ? null : (
          <Button size="large" variant="contained" color="error" onClick={submit} disabled={cancel.isPending}>
            {p('cancel.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
