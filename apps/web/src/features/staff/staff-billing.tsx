import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StaffPurchase, StaffSubscription } from '@codehop/api';
import { formatDate, formatMoney } from '../../lib/format-money.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useStaffText, type StaffKey } from './i18n/use-staff-text.ts';

/** A heading of the account and school views. */
export function SectionTitle({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 800, mt: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * What an account or a school paid for, newest first: each payment with the child it went to and
 * its refund, then each subscription or tier with whether it opens the courses now.
 */
export function StaffBilling({
  purchases,
  subscriptions,
}: {
  purchases: readonly StaffPurchase[];
  subscriptions: readonly StaffSubscription[];
}) {
  const t = useStaffText();
  return (
    <>
      <SectionTitle>{t('account.subscriptions')}</SectionTitle>
      {subscriptions.length === 0 && (
        <Typography variant="body2">{t('account.noSubscriptions')}</Typography>
      )}
      <List dense data-testid="staff-subscriptions">
        {subscriptions.map((subscription) => (
          <SubscriptionLine key={subscription.id} subscription={subscription} />
        ))}
      </List>
      <SectionTitle>{t('account.purchases')}</SectionTitle>
      {purchases.length === 0 && (
        <Typography variant="body2">{t('account.noPurchases')}</Typography>
      )}
      <List dense data-testid="staff-purchases">
        {purchases.map((purchase) => (
          <PurchaseLine key={purchase.id} purchase={purchase} />
        ))}
      </List>
    </>
  );
}

function PurchaseLine({ purchase }: { purchase: StaffPurchase }) {
  const t = useStaffText();
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale);
  const facts = [
    t('account.bought', { date: date(purchase.purchased_at) }),
    purchase.kind === 'course'
      ? purchase.student_username
        ? [
            t('account.forStudent', { username: purchase.student_username }),
            purchase.assigned_at ? t('account.given', { date: date(purchase.assigned_at) }) : null,
          ]
            .filter(Boolean)
            .join(', ')
        : t('account.unassigned')
      : null,
    purchase.subscription_id !== null
      ? t('account.ofSubscription', { id: purchase.subscription_id })
      : null,
    purchase.refund_requested_at
      ? t('account.refundAsked', { date: date(purchase.refund_requested_at) })
      : null,
    purchase.refunded_at ? t('account.refunded', { date: date(purchase.refunded_at) }) : null,
    purchase.refund_reason ? t('account.reason', { reason: purchase.refund_reason }) : null,
  ].filter(Boolean);
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={
          <>
            {`${t(`plans.${purchase.plan_name}` as StaffKey)} · ${formatMoney(purchase.amount_minor, purchase.currency, locale)} `}
            <Chip
              size="small"
              label={t(`account.status.${purchase.status}` as StaffKey)}
              color={purchase.status === 'paid' ? 'success' : 'warning'}
              variant="outlined"
            />
          </>
        }
        secondary={facts.join(' · ')}
        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
      />
    </ListItem>
  );
}

function SubscriptionLine({ subscription }: { subscription: StaffSubscription }) {
  const t = useStaffText();
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale);
  const facts = [
    t('account.since', { date: date(subscription.started_at) }),
    subscription.student_limit === null
      ? t('account.anyNumber')
      : t('account.upTo', { limit: subscription.student_limit }),
    subscription.current_period_end
      ? t('account.periodEnds', { date: date(subscription.current_period_end) })
      : null,
    subscription.next_payment_at
      ? t('account.nextPayment', { date: date(subscription.next_payment_at) })
      : null,
    subscription.cancel_at_period_end ? t('account.endsWithPeriod') : null,
    subscription.canceled_at
      ? t('account.cancelled', { date: date(subscription.canceled_at) })
      : null,
  ].filter(Boolean);
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={
          <>
            {`${t(`plans.${subscription.plan_name}` as StaffKey)} · ${subscription.status} `}
            <Chip
              size="small"
              label={subscription.live ? t('account.live') : t('account.notLive')}
              color={subscription.live ? 'success' : 'default'}
              variant="outlined"
            />
          </>
        }
        secondary={facts.join(' · ')}
        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
      />
    </ListItem>
  );
}
