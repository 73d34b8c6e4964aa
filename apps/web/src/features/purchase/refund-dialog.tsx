import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Purchase } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useRefundEligibility, useRequestRefund } from './api/refund.ts';
import { formatDate, formatMoney } from './format-money.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { ReasonFields } from './reason-fields.tsx';
import { reasonFormErrors, type ReasonForm } from './reason-form.ts';
import { refundRulesKey } from './refund-rules.ts';

/** The refund form: the policy of §9, this purchase's eligibility, then reason and feedback. */
export function RefundDialog(props: { purchase: Purchase; onClose: () => void }) {
  const p = usePurchaseText();
  const locale = useLocale();
  const eligibility = useRefundEligibility(props.purchase.id);
  const refund = useRequestRefund();
  const [form, setForm] = useState<ReasonForm>({ reason: '', feedback: '' });
  const [errors, setErrors] = useState<ReturnType<typeof reasonFormErrors> | null>(null);
  const verdict = eligibility.data;
  const price = formatMoney(props.purchase.amount_minor, props.purchase.currency, locale);
  function submit() {
    const found = reasonFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || form.reason === '') return;
    refund.mutate({ purchaseId: props.purchase.id, form: { refund_reason: form.reason, feedback: form.feedback } });
  }
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ fontWeight: 800 }}>{p('refund.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{p(refundRulesKey(props.purchase))}</Typography>
        {verdict?.eligible ? (
          <Typography sx={{ mb: 2 }} data-testid="refund-settles">
            {p(verdict.settles === 'at_once' ? 'refund.atOnce' : 'refund.afterReview')}
          </Typography>
        ) : null}
        {eligibility.isPending ? <CircularProgress size={28} /> : null}
        {refund.data ? (
          <Alert severity="success" data-testid="refund-done">{p(refund.data.status === 'refunded' ? 'refund.done' : 'refund.requested')}</Alert>
        ) : verdict ? (
          <>
            <Alert severity={verdict.eligible ? 'info' : 'warning'} data-testid="refund-verdict">
              {p(`refund.verdict.${verdict.verdict}`)}
              {verdict.eligible && verdict.deadline ? ` ${p('refund.eligibleUntil', { date: formatDate(verdict.deadline, locale) })}` : ''}
            </Alert>
            {verdict.eligible ? <ReasonFields value={form} onChange={setForm} errors={errors} /> : null}
          </>
        ) : null}
        <RefusalNotice error={refund.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button size="large" onClick={props.onClose}>
          {p('close')}
        </Button>
        {verdict?.eligible && !refund.data ? (
          <Button size="large" variant="contained" color="error" onClick={submit} disabled={refund.isPending}>
            {p('refund.confirm', { price })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
