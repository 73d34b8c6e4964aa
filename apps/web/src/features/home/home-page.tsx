import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import VideogameAssetRounded from '@mui/icons-material/VideogameAssetRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { TileScene } from '../../components/tile-scene.tsx';
import { MAX_AGE, MIN_AGE } from '../../lib/config.ts';
import { COURSES, DEFAULT_COURSE } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { CodeCard } from './code-card.tsx';
import { CourseCard } from './course-card.tsx';
import { REGISTER_SCHOOL_PATH } from '../../lib/register-school.ts';

const STEPS = [
  { key: 'write', icon: <CodeRounded /> },
  { key: 'run', icon: <PlayArrowRounded /> },
  { key: 'watch', icon: <SportsEsportsRounded /> },
] as const;

const FEATURES = [
  { key: 'levels', icon: <VideogameAssetRounded /> },
  { key: 'hints', icon: <LightbulbRounded /> },
  { key: 'badges', icon: <EmojiEventsRounded /> },
  { key: 'creator', icon: <ConstructionRounded /> },
  { key: 'challenges', icon: <QuizRounded /> },
  { key: 'languages', icon: <PublicRounded /> },
] as const;

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" component="section" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, textAlign: 'center' }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography
          variant="h6"
          component="p"
          sx={{ color: 'text.secondary', fontWeight: 500, textAlign: 'center', mt: 1.5 }}
        >
          {lead}
        </Typography>
      )}
      <Box sx={{ mt: { xs: 4, md: 6 } }}>{children}</Box>
    </Container>
  );
}

function IconBadge({ children, color = 'primary.main' }: { children: ReactNode; color?: string }) {
  return (
    <Box
      sx={{
        width: 52,
        height: 52,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(74, 222, 128, 0.12)',
        color,
        '& svg': { fontSize: 28 },
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** The landing page for parents, children and schools. */
export function HomePage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const firstLevel = to(`play/${DEFAULT_COURSE.value}/${DEFAULT_COURSE.firstLevel}`);

  return (
    <>
      <PageTitle />
      <Box
        component="section"
        sx={{
          background:
            'radial-gradient(900px 420px at 85% 10%, rgba(74, 222, 128, 0.18), transparent), radial-gradient(700px 360px at 0% 100%, rgba(251, 191, 36, 0.08), transparent)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 10 } }}>
          <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'secondary.main', fontSize: '0.85rem' }}
              >
                {t('home.eyebrow', { min: MIN_AGE, max: MAX_AGE })}
              </Typography>
              <Typography
                variant="h1"
                sx={{
                  fontSize: { xs: '2.5rem', sm: '3.2rem', md: '3.8rem' },
                  lineHeight: 1.05,
                  mt: 1,
                }}
              >
                {t('home.title')}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ color: 'text.secondary', fontWeight: 500, mt: 3, lineHeight: 1.6 }}
              >
                {t('home.lead')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
                <Button
                  component={RouterLink}
                  to={firstLevel}
                  variant="contained"
                  size="large"
                  startIcon={<PlayArrowRounded />}
                >
                  {t('home.playFree')}
                </Button>
                <Button
                  component={RouterLink}
                  to={to('schools')}
                  variant="outlined"
                  size="large"
                  startIcon={<SchoolRounded />}
                >
                  {t('home.forSchools')}
                </Button>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('home.noInstall')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box sx={{ position: 'relative', pb: { xs: 0, sm: 6 } }}>
                <Box
                  sx={{
                    p: 1,
                    borderRadius: 4,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    boxShadow: '0 30px 80px rgba(0,0,0,0.45)',
                    transform: { md: 'rotate(1.5deg)' },
                  }}
                >
                  <TileScene mood="play" />
                </Box>
                <Box
                  sx={{
                    // On phones the card sits under the map instead of hiding it.
                    position: { xs: 'relative', sm: 'absolute' },
                    mt: { xs: -3, sm: 0 },
                    mx: { xs: 1.5, sm: 0 },
                    left: { sm: 12, md: -32 },
                    bottom: { sm: 0 },
                    width: { sm: 330 },
                  }}
                >
                  <CodeCard caption={t('home.codeCaption')} />
                </Box>
              </Box>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Section title={t('home.howTitle')}>
        <Grid container spacing={3}>
          {STEPS.map((step, index) => (
            <Grid key={step.key} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, height: '100%' }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <IconBadge>{step.icon}</IconBadge>
                  <Typography
                    variant="h2"
                    component="span"
                    sx={{ fontSize: '2.4rem', color: 'text.disabled' }}
                    aria-hidden
                  >
                    {index + 1}
                  </Typography>
                </Stack>
                <Typography variant="h6" component="h3">
                  {t(`home.howSteps.${step.key}.title`)}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>
                  {t(`home.howSteps.${step.key}.body`)}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Box sx={{ bgcolor: 'rgba(255,255,255,0.02)', borderBlock: 1, borderColor: 'divider' }}>
        <Section title={t('home.coursesTitle')} lead={t('home.coursesLead')}>
          <Grid container spacing={3}>
            {COURSES.map((course) => (
              <Grid key={course.value} size={{ xs: 12, md: 6 }}>
                <CourseCard course={course} />
              </Grid>
            ))}
          </Grid>
        </Section>
      </Box>

      <Section title={t('home.featuresTitle')}>
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <IconBadge color="secondary.main">{feature.icon}</IconBadge>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                    {t(`home.features.${feature.key}.title`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {t(`home.features.${feature.key}.body`)}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Container maxWidth="lg" component="section" sx={{ pb: { xs: 6, md: 9 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Audience
              icon={<FamilyRestroomRounded />}
              title={t('home.parentsTitle')}
              body={t('home.parentsBody')}
              action={
                <Button component={RouterLink} to={to('purchase')} variant="outlined" size="large">
                  {t('home.parentsCta')}
                </Button>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Audience
              icon={<SchoolRounded />}
              title={t('home.schoolsTitle')}
              body={t('home.schoolsBody')}
              action={
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                  <Button component={RouterLink} to={to('schools')} variant="outlined" size="large">
                    {t('home.schoolsCta')}
                  </Button>
                  <Button component={RouterLink} to={to(REGISTER_SCHOOL_PATH)} variant="contained" size="large" data-testid="home-register-school">
                    {t('drawer.registerInstitution')}
                  </Button>
                </Stack>
              }
            />
          </Grid>
        </Grid>
      </Container>

      <Container maxWidth="md" component="section" sx={{ pb: { xs: 10, md: 12 } }}>
        <Paper
          sx={{
            p: { xs: 4, md: 6 },
            borderRadius: 5,
            textAlign: 'center',
            background: 'linear-gradient(135deg, rgba(74,222,128,0.22), rgba(34,197,94,0.06))',
            border: 1,
            borderColor: 'rgba(74,222,128,0.3)',
          }}
        >
          <AutoAwesomeRounded sx={{ fontSize: 40, color: 'secondary.main' }} />
          <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
            {t('home.ctaTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>
            {t('home.ctaBody')}
          </Typography>
          <Button
            component={RouterLink}
            to={firstLevel}
            variant="contained"
            size="large"
            startIcon={<PlayArrowRounded />}
          >
            {t('home.playFree')}
          </Button>
        </Paper>
      </Container>
    </>
  );
}

function Audience({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <IconBadge>{icon}</IconBadge>
      <Typography variant="h5" component="h3">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{body}</Typography>
      <Box>{action}</Box>
    </Paper>
  );
}
