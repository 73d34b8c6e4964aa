import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@codehop/api';
import { useLocale } from '../../lib/use-locale.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { formatDate, formatMoney } from './format-money.ts';
import { pricePerPeriod } from './price-period.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { UpgradeDialog, upgradeTarget } from './upgrade-dialog.tsx';

/** The subscription: plan, status, next payment (or the end date once cancelled), Cancel and Upgrade. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const p = usePurchaseText();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'cancel' | 'upgrade' | null>(null);
  const target = upgradeTarget(subscription.plan_name);
  const ending = subscription.cancel_at_period_end || subscription.status === 'canceled';
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, mb: 3 }} data-testid="subscription-card">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {p(`plans.${subscription.plan_name}`)}
        </Typography>
        <Chip color={subscription.status === 'active' && !ending ? 'success' : 'warning'} label={p(`billing.status.${subscription.status}`)} />
        <Typography sx={{ color: 'text.secondary' }}>{pricePerPeriod(p, subscription.plan_name, formatMoney(subscription.amount_minor, subscription.currency, locale))}</Typography>
      </Stack>
      <Typography sx={{ mt: 1 }}>
        {ending && subscription.current_period_end
          ? p('billing.endsOn', { date: formatDate(subscription.current_period_end, locale) })
          : subscription.next_payment_at
            ? p('billing.nextPayment', { date: formatDate(subscription.next_payment_at, locale) })
            : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {target && !ending ? (
          <Button variant="contained" size="large" onClick={() => setDialog('upgrade')}>
            {p('billing.upgrade')}
          </Button>
        ) : null}
        {!ending ? (
          <Button variant="outlined" color="error" size="large" onClick={() => setDialog('cancel')}>
            {p('billing.cancel')}
          </Button>
        ) : null}
      </Stack>
      {dialog === 'cancel' ? <CancelDialog subscription={subscription} onClose={() => setDialog(null)} /> : null}
      {dialog === 'upgrade' && target ? <UpgradeDialog target={target} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}
