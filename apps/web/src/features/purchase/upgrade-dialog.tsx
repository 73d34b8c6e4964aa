import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PLANS, type PlanKey } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpgradePreview, useUpgradeSubscription } from './api/upgrade-subscription.ts';
import { formatDate, formatMoney } from './format-money.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';

/** The plan a subscription can move up to, or null on the top plan of its kind. */
export function upgradeTarget(plan: PlanKey): PlanKey | null {
  if (plan === 'family_monthly') return 'family_yearly';
  if (plan === 'school_small') return 'school_large';
  return null;
}

/** The upgrade-plan modal: the new plan, the prorated price due now (from the provider), Confirm. */
export function UpgradeDialog(props: { target: PlanKey; onClose: () => void }) {
  const p = usePurchaseText();
  const locale = useLocale();
  const preview = useUpgradePreview(props.target);
  const upgrade = useUpgradeSubscription();
  const quote = preview.data;
  const plan = PLANS[props.target];
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ fontWeight: 800 }}>{p('upgrade.title')}</DialogTitle>
      <DialogContent>
        <Typography>{p('upgrade.body', { plan: p(`plans.${props.target}`) })}</Typography>
        {preview.isPending ? <CircularProgress size={28} sx={{ mt: 2 }} /> : null}
        {quote ? (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 900, color: 'primary.main', my: 2 }} data-testid="upgrade-due">
              {p('upgrade.dueNow', { price: formatMoney(quote.amount_due_minor, quote.currency, locale) })}
            </Typography>
            {quote.next_payment_at ? (
              <Typography sx={{ color: 'text.secondary' }}>
                {p('upgrade.next', { price: formatMoney(plan.amountMinor, plan.currency, locale), date: formatDate(quote.next_payment_at, locale) })}
              </Typography>
            ) : null}
          </>
        ) : null}
        <RefusalNotice error={upgrade.error ?? preview.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button size="large" onClick={props.onClose}>
          {p('close')}
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={!quote || upgrade.isPending}
          onClick={() => upgrade.mutate(props.target, { onSuccess: props.onClose })}
        >
          {p('upgrade.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
