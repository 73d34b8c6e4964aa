import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Purchase } from '@codehop/api';
import { useLocale } from '../../lib/use-locale.ts';
import { formatDate, formatMoney } from './format-money.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { reopenUnassignedPurchaseModal } from './unassigned-purchase-modal.tsx';

/** One purchase or payment: what, for which child, when, how much, its state, and its actions. */
export function PurchaseRow(props: { purchase: Purchase; onRefund: (() => void) | undefined }) {
  const p = usePurchaseText();
  const locale = useLocale();
  const { purchase } = props;
  const unassigned = purchase.kind === 'course' && purchase.student_id === null && purchase.status === 'paid';
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} data-testid={`purchase-${purchase.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }} spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
              {p(`plans.${purchase.plan_name}`)}
            </Typography>
            <Chip size="small" color={purchase.status === 'paid' ? 'success' : 'default'} label={p(`billing.purchaseStatus.${purchase.status}`)} />
          </Stack>
          <Typography sx={{ color: 'text.secondary' }}>
            {formatDate(purchase.purchased_at, locale)} · {formatMoney(purchase.amount_minor, purchase.currency, locale)}
            {purchase.kind === 'course' ? ` · ${purchase.student_username ? p('billing.forChild', { name: purchase.student_username }) : p('billing.notGiven')}` : ''}
          </Typography>
        </Stack>
        {unassigned ? (
          <Button variant="contained" size="large" onClick={reopenUnassignedPurchaseModal}>
            {p('billing.giveToChild')}
          </Button>
        ) : null}
        {purchase.status === 'paid' && props.onRefund ? (
          <Button variant="outlined" size="large" onClick={props.onRefund}>
            {p('billing.refund')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
