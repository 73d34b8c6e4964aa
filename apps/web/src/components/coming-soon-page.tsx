import Button from '@mui/material/Button';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocalePath } from '../lib/use-locale.ts';
import { DEFAULT_COURSE } from '../lib/courses.ts';
import { PageTitle } from './page-title.tsx';
import { StatusPage } from './status-page.tsx';

export const COMING_SOON_FEATURES = [
  'play',
  'levelCreator',
  'unsubscribed',
  'checkout',
  'purchase',
  'courses',
  'schools',
  'login',
  'loginOrg',
  'signup',
  'classSignup',
  'forgotPassword',
  'resetPassword',
  'impersonate',
  'badges',
  'certificates',
  'certificate',
  'challenges',
  'challenge',
  'organization',
  'profile',
  'quiz',
  'guide',
  'creativeLevels',
] as const;

export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

const handleSchema = z.object({ comingSoon: z.enum(COMING_SOON_FEATURES) });

/**
 * Stands in for a screen a later release brings: the route exists, so links and bookmarks work
 * today, and the visitor sees where they are and where to go instead. The route's `handle`
 * names the feature.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const matches = useMatches();
  const handle = matches
    .map((match) => handleSchema.safeParse(match.handle))
    .findLast((parsed) => parsed.success);
  const feature = handle?.data?.comingSoon ?? 'play';
  const featureName = t(`comingSoon.features.${feature}`);

  return (
    <>
      <PageTitle page={featureName} />
      <StatusPage
        mood="build"
        eyebrow={t('comingSoon.eyebrow')}
        // The feature's own name: "Creative levels is on its way" read wrong for plural names.
        heading={featureName}
        body={t('comingSoon.body')}
        actions={
          <>
            {feature !== 'play' && (
              <Button
                component={RouterLink}
                to={to(`play/${DEFAULT_COURSE.value}/${DEFAULT_COURSE.firstLevel}`)}
                variant="contained"
                size="large"
                startIcon={<PlayArrowRounded />}
              >
                {t('comingSoon.tryFirstLevel')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={to()}
              variant="outlined"
              size="large"
              startIcon={<HomeRounded />}
            >
              {t('comingSoon.backHome')}
            </Button>
          </>
        }
      />
    </>
  );
}
