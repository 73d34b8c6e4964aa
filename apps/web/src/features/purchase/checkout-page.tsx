import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ScienceRounded from '@mui/icons-material/ScienceRounded';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useLocalCheckout, usePayLocalCheckout } from './api/local-checkout.ts';
import { PLANS } from '@codehop/api';
import { formatMoney } from './format-money.ts';
import { pricePerPeriod } from './price-period.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';

/**
 * /checkout?session=...: the local provider's TEST checkout, marked as such in large letters. Its
 * Pay button makes the server sign the event Paddle would send and run it through the webhook
 * handler; then billing opens, where the unassigned-purchase modal asks which child gets a course.
 */
export function CheckoutPage() {
  const p = usePurchaseText();
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkoutId = params.get('session');
  const checkout = useLocalCheckout(checkoutId);
  const pay = usePayLocalCheckout();

  async function onPay(id: string) {
    await pay.mutateAsync(id);
    void navigate(to('profile/billing'));
  }

  const data = checkout.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle page={p('checkout.testBanner')} />
      <Alert severity="warning" icon={<ScienceRounded fontSize="large" />} sx={{ mb: 3, borderRadius: 3, fontSize: '1.05rem' }} data-testid="test-checkout-banner">
        <AlertTitle sx={{ fontWeight: 900, fontSize: '1.3rem' }}>{p('checkout.testBanner')}</AlertTitle>
        {p('checkout.testBody')}
      </Alert>
      {checkout.isPending && checkoutId ? <CircularProgress aria-label={p('checkout.opening')} /> : null}
      {!checkoutId || checkout.isError ? <Alert severity="error">{p('checkout.missing')}</Alert> : null}
      {data ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, borderStyle: 'dashed', borderWidth: 3, borderColor: 'warning.main' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {p(`plans.${data.plan_name}`)}
          </Typography>
          <Typography variant="h3" component="p" sx={{ color: 'primary.main', fontWeight: 900, mt: 2, mb: 1 }}>
            {formatMoney(data.amount_minor, data.currency, locale)}
          </Typography>
          <Typography sx={{ mb: 2, fontSize: '1.1rem' }} data-testid="checkout-renewal">
            {PLANS[data.plan_name].interval === null
              ? p('checkout.noRenewal')
              : p('checkout.renews', { price: pricePerPeriod(p, data.plan_name, formatMoney(data.amount_minor, data.currency, locale)) })}
          </Typography>
          <RefusalNotice error={pay.error} sx={{ mb: 2 }} />
          <Button
            fullWidth
            variant="contained"
            color="warning"
            size="large"
            disabled={data.completed || pay.isPending}
            onClick={() => void onPay(data.checkout_id)}
            sx={{ py: 2, fontSize: '1.25rem', borderRadius: 3, fontWeight: 800 }}
          >
            {data.completed ? p('checkout.paid') : pay.isPending ? p('checkout.paying') : p('checkout.pay', { price: formatMoney(data.amount_minor, data.currency, locale) })}
          </Button>
        </Paper>
      ) : null}
    </Container>
  );
}
