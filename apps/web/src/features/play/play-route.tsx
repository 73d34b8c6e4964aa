import Box from '@mui/material/Box';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../components/page-title.tsx';
import { useCourse } from '../../lib/api/course.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { DEFAULT_COURSE } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useLevelData, type LevelData } from './api/level-data.ts';
import { usePlayText } from './i18n/use-play-text.ts';
import { CODE_PANEL_WIDTH, HEADING_HEIGHT, TOP_BAR_HEIGHT } from './model/constants.ts';
import { sharedRunner } from './run/shared-runner.ts';
import { preloadGame } from '../../lib/game/game-loader.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { lazyModule } from '../../lib/lazy-module.ts';

// Python starts booting the moment this small chunk arrives; the play screen and the map
// (Phaser) download meanwhile, each in its own chunk, neither waiting for the other. The editor
// (CodeMirror) follows once Run is enabled (editor/lazy-code-editor.tsx).
sharedRunner();
const playScreen = lazyModule(() => import('./play-screen.tsx'), 'The play screen');
playScreen.preload();
preloadGame();
const PlayScreen = lazyComponent(playScreen, (module) => module.PlayScreen);

const avatarSchema = z.looseObject({
  character: z.string().nullish(),
  student_details: z.looseObject({ character: z.string().nullish() }).nullish(),
});

function PlaySkeleton() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }} data-testid="play-skeleton" aria-busy="true">
      <Box sx={{ height: HEADING_HEIGHT, px: 2, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Skeleton width={120} height={18} />
        <Skeleton width={320} height={30} />
      </Box>
      <Box sx={{ display: 'flex', flexGrow: 1, gap: 2, p: 2, height: `calc(100dvh - ${TOP_BAR_HEIGHT + HEADING_HEIGHT}px)` }}>
        <Box sx={{ width: { xs: '100%', md: CODE_PANEL_WIDTH }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={400} />
          <Skeleton variant="rounded" height={48} width={160} />
        </Box>
        <Skeleton variant="rounded" sx={{ flexGrow: 1, height: '100%', display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Box>
  );
}

function NoData({ courseId }: { readonly courseId: string }) {
  const t = usePlayText();
  const toPath = useLocalePath();
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }} data-testid="play-no-data">
      <Box sx={{ maxWidth: 420 }}>
        <TravelExploreRounded aria-hidden sx={{ fontSize: 72, color: 'secondary.main' }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('noData.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('noData.body')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={toPath()} variant="outlined" size="large">
            {t('noData.home')}
          </Button>
          <Button component={RouterLink} to={toPath(`play/${courseId === 'advanced-python' ? 'advanced-python/generators-level1' : 'python/intro-level1'}`)} variant="contained" size="large">
            {t('noData.firstLevel')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The level on screen stays while the next one of the same course is on its way, so the play
 * screen (and its one Phaser game) lives through a level change instead of giving way to the
 * skeleton. `course` names the course and creator the data belongs to.
 */
function useShownLevel(data: LevelData | null | undefined, course: string): { readonly data: LevelData | null | undefined; readonly switching: boolean } {
  const [shown, setShown] = useState({ data, course });
  if (data !== undefined && (data !== shown.data || course !== shown.course)) setShown({ data, course });
  if (data === undefined && shown.data && shown.course === course) return { data: shown.data, switching: true };
  return { data, switching: false };
}

/**
 * `play/{courseId}/{levelSlug}` and `play/{courseId}/{creatorUserId}/{levelSlug}` (gameplay §2);
 * a bare `play` opens the default course's first level.
 */
export default function PlayPage() {
  const params = useParams();
  const courseId = params.courseId ?? DEFAULT_COURSE.value;
  const slug = params.levelSlug ?? DEFAULT_COURSE.firstLevel;
  const creatorUserId = params.creatorUserId;
  const course = useCourse(courseId);
  const level = useLevelData(courseId, slug, creatorUserId);
  const shown = useShownLevel(level.data, `${courseId}/${creatorUserId ?? ''}`);
  const user = useCurrentUser();
  const ready = shown.data !== undefined && !(user.isPending && !user.isError);
  // The play screen is a large tree. Mounted as the data arrives, it was drawn in one task of
  // ~0.5 s (a query's answer renders at once, not in a transition) in which the page answered no
  // click. Deferred, React draws it in slices of a few milliseconds while the skeleton stays up.
  const mountScreen = useDeferredValue(ready, false);

  if (level.isError) {
    // The route error page shows a refusal (402 paid course, 403 class_locked/no_skip) as the
    // refusal page (lib/refusal) and anything else as the crash page (gameplay §8).
    throw new Error('Failed to load game data', { cause: level.error });
  }
  if (shown.data === undefined || !ready || !mountScreen) return <PlaySkeleton />;
  if (shown.data === null) return <NoData courseId={courseId} />;
  const avatar = avatarSchema.safeParse(user.data ?? {});
  const character = avatar.success ? (avatar.data.student_details?.character ?? avatar.data.character ?? undefined) : undefined;
  return (
    <Suspense fallback={<PlaySkeleton />}>
      <PageTitle page={shown.data.meta.name} about="play" aboutValues={{ level: shown.data.meta.name }} />
      <PlayScreen
        courseId={courseId}
        data={shown.data}
        course={course.data}
        creatorUserId={creatorUserId}
        signedIn={user.data !== null && user.data !== undefined}
        character={character}
        switching={shown.switching}
      />
    </Suspense>
  );
}
