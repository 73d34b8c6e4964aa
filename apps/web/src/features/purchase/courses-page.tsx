import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { COURSES } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import { PlanCard } from './plan-card.tsx';
import { useBuy } from './use-buy.ts';
import { useHoldings } from './use-holdings.ts';

/** /courses: the two courses with their price, a free start and a Buy button. */
export function CoursesPage() {
  const p = usePurchaseText();
  const { t } = useTranslation();
  const to = useLocalePath();
  const { buy, signedIn, busy, pendingPlan } = useBuy();
  const holdingOf = useHoldings();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle page={p('courses.title')} about="courses" />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {p('courses.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4, fontSize: '1.15rem' }}>{p('courses.intro')}</Typography>
      <Grid container spacing={3}>
        {COURSES.map((course) => {
          const holding = holdingOf(course.planKey);
          // A course the family can already play has its own Play button on the card.
          const playable = holding?.state === 'owned' || holding?.state === 'included';
          return (
          <Grid key={course.value} size={{ xs: 12, sm: 6 }}>
            <Stack spacing={1.5} sx={{ height: '100%' }}>
              <PlanCard
                plan={course.planKey}
                body={t(course.descriptionKey)}
                onBuy={() => void buy(course.planKey)}
                busy={busy && pendingPlan === course.planKey}
                buyLabel={signedIn ? undefined : p('signUpToBuy')}
                holding={holding}
              />
              {playable ? null : <Button
                component={RouterLink}
                to={to(`play/${course.value}/${course.firstLevel}`)}
                variant="outlined"
                size="large"
                startIcon={<PlayArrowRounded />}
              >
                {p('courses.playFree')}
              </Button>}
            </Stack>
          </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}
