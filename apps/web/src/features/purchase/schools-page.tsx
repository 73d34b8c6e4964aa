import Button from '@mui/material/Button';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title.tsx';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { PlanCard } from './plan-card.tsx';
import { useBuy } from './use-buy.ts';
import { useHoldings } from './use-holdings.ts';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { REGISTER_SCHOOL_PATH } from '../../lib/register-school.ts';

/**
 * /schools: the school tiers (small up to 200 students, large unlimited). The organisation's admin
 * buys; a parent without an organisation may buy too (the tier follows them into the organisation
 * they register); teachers and school students see the prices only. A school with a live tier sees
 * it as its plan and the other tier as a change on billing, never a second Buy.
 */
export function SchoolsPage() {
  const p = usePurchaseText();
  const { t } = useTranslation();
  const to = useLocalePath();
  const { buy, signedIn, user, busy, pendingPlan, error } = useBuy();
  const holdingOf = useHoldings();
  const type = user?.user_details.user_type ?? 0;
  const inOrganization = user !== null && (user.organization_id !== null || type !== 0);
  const mayBuy = !inOrganization || type === 2;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle page={p('schools.title')} about="schools" />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {p('schools.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4, fontSize: '1.15rem' }}>{p('schools.intro')}</Typography>
      <RefusalNotice error={error} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        {(['school_small', 'school_large'] as const).map((plan) => (
          <Grid key={plan} size={{ xs: 12, sm: 6 }}>
            <PlanCard
              plan={plan}
              body={p(plan === 'school_small' ? 'schools.smallBody' : 'schools.largeBody')}
              // A school student never meets a purchase button; a teacher sees it closed, with why.
              onBuy={user?.is_student ? undefined : () => void buy(plan)}
              busy={busy && pendingPlan === plan}
              buyLabel={signedIn ? undefined : p('signUpToBuy')}
              disabledNote={mayBuy ? undefined : p('schools.adminOnly')}
              holding={holdingOf(plan)}
            />
          </Grid>
        ))}
      </Grid>
      {/* A registered school's staff have nothing to register. */}
      {!inOrganization && <Typography sx={{ mt: 4, color: 'text.secondary' }}>{p('schools.register')}</Typography>}
      {!inOrganization && (
        <Button component={RouterLink} to={to(REGISTER_SCHOOL_PATH)} variant="contained" size="large" startIcon={<SchoolRounded />} sx={{ mt: 2, minHeight: 52 }} data-testid="schools-register">
          {t('drawer.registerInstitution')}
        </Button>
      )}
    </Container>
  );
}
