import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PlanKey } from '@codehop/api';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { PlanCard } from './plan-card.tsx';
import { useBuy } from './use-buy.ts';
import { useHoldings } from './use-holdings.ts';

const FAMILY_PLANS: readonly { plan: PlanKey; body: 'purchase.courseBody' | 'purchase.familyBody'; best?: true }[] = [
  { plan: 'python_course', body: 'purchase.courseBody' },
  { plan: 'advanced_python_course', body: 'purchase.courseBody' },
  { plan: 'family_monthly', body: 'purchase.familyBody' },
  { plan: 'family_yearly', body: 'purchase.familyBody', best: true },
];

/** /purchase: what a family can buy (spec §1, §6). Organisation accounts are sent to /schools. */
export function PurchasePage() {
  const p = usePurchaseText();
  const to = useLocalePath();
  const { buy, signedIn, user, busy, pendingPlan, error } = useBuy();
  const holdingOf = useHoldings();
  const orgUser = user !== null && (user.organization_id !== null || user.user_details.user_type !== 0);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle page={p('purchase.title')} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {p('purchase.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4, fontSize: '1.15rem' }}>{p('purchase.intro')}</Typography>
      {orgUser ? (
        <Alert severity="info" sx={{ mb: 3 }} action={<Button component={RouterLink} to={to('schools')}>{p('purchase.toSchools')}</Button>}>
          {p('purchase.orgUser')}
        </Alert>
      ) : null}
      <RefusalNotice error={error} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        {FAMILY_PLANS.map((entry) => (
          <Grid key={entry.plan} size={{ xs: 12, sm: 6, md: 3 }}>
            <PlanCard
              plan={entry.plan}
              body={p(entry.body)}
              highlight={entry.best ? p('purchase.bestValue') : undefined}
              onBuy={orgUser ? undefined : () => void buy(entry.plan)}
              busy={busy && pendingPlan === entry.plan}
              buyLabel={signedIn ? undefined : p('signUpToBuy')}
              holding={holdingOf(entry.plan)}
            />
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={to('refund-policy')}>
          {p('purchase.policy')}
        </Link>
      </Typography>
    </Container>
  );
}
