import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { PlanKey } from '@codehop/api';
import { Link as RouterLink } from 'react-router';
import { COURSES } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import type { HoldingState, PlanHolding } from './plan-holdings.ts';
import { reopenUnassignedPurchaseModal } from './unassigned-purchase-modal.tsx';

/** Whether the card still sells the plan: nothing of it yet, or a course for another child. */
export function holdingSellsAgain(state: HoldingState): boolean {
  return state === 'available' || state === 'some';
}

/** A plan the family has: the chip that says so and the way on (play, give it to a child, billing). */
export function HoldingActions({ plan, holding }: { plan: PlanKey; holding: PlanHolding }) {
  const p = usePurchaseText();
  const to = useLocalePath();
  const course = COURSES.find((entry) => entry.planKey === plan);
  const names = holding.children.join(', ');
  if (holding.state === 'available') return null;
  if (holding.state === 'some') {
    return <Typography sx={{ color: 'success.dark', fontWeight: 700 }}>{p('holding.someHave', { names })}</Typography>;
  }
  const chip =
    holding.state === 'included' ? p('holding.included') : holding.state === 'current' ? p('holding.current') : holding.state === 'switch' ? null : p('holding.owned');
  return (
    <>
      {chip ? <Chip color="success" label={chip} sx={{ alignSelf: 'flex-start', fontWeight: 800 }} data-testid="plan-holding" /> : null}
      {holding.state === 'owned' ? <Typography sx={{ color: 'text.secondary' }}>{p('holding.have', { names })}</Typography> : null}
      {holding.state === 'unassigned' ? <Typography sx={{ color: 'text.secondary' }}>{p('holding.unassigned')}</Typography> : null}
      {(holding.state === 'owned' || holding.state === 'included') && course ? (
        <Button
          component={RouterLink}
          to={to(`play/${course.value}/${course.firstLevel}`)}
          variant="contained"
          color="success"
          size="large"
          startIcon={<PlayArrowRounded />}
          sx={{ py: 1.5, fontSize: '1.1rem', borderRadius: 3 }}
        >
          {p('holding.play')}
        </Button>
      ) : null}
      {holding.state === 'unassigned' ? (
        <Button variant="contained" size="large" onClick={reopenUnassignedPurchaseModal} sx={{ py: 1.5, borderRadius: 3 }}>
          {p('billing.giveToChild')}
        </Button>
      ) : null}
      {holding.state === 'current' || holding.state === 'switch' ? (
        <Button component={RouterLink} to={to('profile/billing')} variant="outlined" size="large" sx={{ py: 1.5, borderRadius: 3 }}>
          {p(holding.state === 'current' ? 'holding.manage' : 'holding.change')}
        </Button>
      ) : null}
    </>
  );
}
