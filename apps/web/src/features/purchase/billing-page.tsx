import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import type { Purchase } from '@codehop/api';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useCurrentSubscription } from './api/current-subscription.ts';
import { usePurchases } from './api/purchases.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { PurchaseRow } from './purchase-row.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** /profile/billing: the subscription with its next payment, every purchase, cancel, upgrade and refunds. */
export function BillingPage() {
  const p = usePurchaseText();
  const to = useLocalePath();
  const subscription = useCurrentSubscription();
  const purchases = usePurchases();
  const [refunding, setRefunding] = useState<Purchase | null>(null);
  const rows = purchases.data ?? [];
  const user = useCurrentUser().data;
  const inSchool = user ? user.organization_id !== null || user.user_details.user_type !== 0 : false;
  // Only a subscription's last payment can be refunded (spec §9); rows come newest first.
  const lastPayments = new Set<number>();
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.subscription_id === null || seen.has(row.subscription_id)) continue;
    seen.add(row.subscription_id);
    lastPayments.add(row.id);
  }
  return (
    <>
      <PageTitle page={p('billing.title')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {p('billing.title')}
      </Typography>
      {subscription.isPending || purchases.isPending ? <CircularProgress /> : null}
      {subscription.data?.subscription ? <SubscriptionCard subscription={subscription.data.subscription} /> : null}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        {p('billing.purchases')}
      </Typography>
      {purchases.isSuccess && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, mb: 2 }}>
          <Typography sx={{ color: 'text.secondary' }} data-testid="billing-empty">{p('billing.noPurchases')}</Typography>
        </Paper>
      ) : null}
      <Stack spacing={1.5}>
        {rows.map((purchase) => (
          <PurchaseRow
            key={purchase.id}
            purchase={purchase}
            onRefund={purchase.subscription_id === null || lastPayments.has(purchase.id) ? () => setRefunding(purchase) : undefined}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        {/* A school buys school plans only: its admin is shown those, not the family courses. */}
        {inSchool ? (
          <Button component={RouterLink} to={to('schools')} variant="contained" size="large" startIcon={<ShoppingCartRounded />} data-testid="billing-school-plans">
            {p('schools.title')}
          </Button>
        ) : (
          <Button component={RouterLink} to={to('purchase')} variant="contained" size="large" startIcon={<ShoppingCartRounded />}>
            {p('billing.buyMore')}
          </Button>
        )}
        <Link component={RouterLink} to={to('refund-policy')}>
          {p('billing.refundPolicy')}
        </Link>
      </Stack>
      {refunding ? <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}
