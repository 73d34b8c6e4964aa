import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { PLANS, type PlanKey } from '@codehop/api';
import { useLocale } from '../../lib/use-locale.ts';
import { formatMoney } from './format-money.ts';
import { pricePerPeriod } from './price-period.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { HoldingActions, holdingSellsAgain } from './holding-actions.tsx';
import type { PlanHolding } from './plan-holdings.ts';

/** One plan: its name, price for the reader's locale, what it gives, and a big Buy button. */
export function PlanCard(props: {
  plan: PlanKey;
  body: string;
  highlight?: string | undefined;
  onBuy?: (() => void) | undefined;
  busy?: boolean;
  buyLabel?: string | undefined;
  disabledNote?: string | undefined;
  /** What the family already has of this plan (signed-in parents). */
  holding?: PlanHolding | undefined;
}) {
  const p = usePurchaseText();
  const locale = useLocale();
  const plan = PLANS[props.plan];
  const price = formatMoney(plan.amountMinor, plan.currency, locale);
  const priceLine = pricePerPeriod(p, props.plan, price);
  const holding = props.holding;
  const sells = holding === undefined || holdingSellsAgain(holding.state);
  return (
    <Paper
      variant="outlined"
      data-testid={`plan-${props.plan}`}
      sx={{
        p: 3,
        borderRadius: 4,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        ...(props.highlight ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {p(`plans.${props.plan}`)}
        </Typography>
        {props.highlight ? <Chip color="primary" label={props.highlight} /> : null}
      </Stack>
      <Typography variant="h6" component="p" sx={{ color: 'primary.main', fontWeight: 800 }}>
        {priceLine}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{props.body}</Typography>
      {holding ? <HoldingActions plan={props.plan} holding={holding} /> : null}
      {props.onBuy && sells ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<ShoppingCartRounded />}
          onClick={props.onBuy}
          disabled={props.busy === true || props.disabledNote !== undefined}
          sx={{ py: 1.5, fontSize: '1.1rem', borderRadius: 3 }}
        >
          {props.buyLabel ?? (holding?.state === 'some' ? p('holding.buyAnother') : p('buy'))}
        </Button>
      ) : null}
      {props.disabledNote ? <Typography variant="body2" sx={{ color: 'text.secondary' }}>{props.disabledNote}</Typography> : null}
    </Paper>
  );
}
