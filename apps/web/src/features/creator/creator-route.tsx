import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CREATIVE_MAP_PATHS, DEFAULT_CREATIVE_MAP_PATH, type CreativeMapPath } from '@codehop/api';
import { DEFAULT_CHARACTER, MAP_THEMES } from '@codehop/content';
import { PageTitle } from '../../components/page-title.tsx';
import { fetchCreativeLevel } from '../../lib/api/creative-levels.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { authPagePath } from '../../lib/auth-links.ts';
import { loadCreatorMap } from '../../lib/game/creator-map.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { LevelEditor, type EditorStart } from './editor/level-editor.tsx';
import { useCreatorText } from './i18n/use-creator-text.ts';
import { creatorItemName } from './item-names.ts';
import { cellOf } from './model/creator-model.ts';
import { isCourse } from './model/level-settings.ts';
import { MyLevelsPage } from './my-levels-page.tsx';

function mapPathOf(value: string | undefined): CreativeMapPath | null {
  const path = value?.endsWith('.json') ? value : `${value ?? ''}.json`;
  return (CREATIVE_MAP_PATHS as readonly string[]).includes(path) ? (path as CreativeMapPath) : null;
}

function themeStart(mapPath: string): readonly [number, number] {
  return MAP_THEMES.find((theme) => theme.mapPath === mapPath)?.start ?? [14, 9];
}

/**
 * `level-creator` (the creator's levels) and `level-creator/{courseId}/{levelSlug}` (the editor).
 * The editor loads as gameplay §4 says: `?new=true` opens the template map named by the slug in
 * new mode; otherwise the creator's level for slug and course (edit mode), or creative-01 (new).
 */
export function CreatorRoute() {
  const t = useCreatorText();
  const { courseId, levelSlug } = useParams();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const to = useLocalePath();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const [start, setStart] = useState<EditorStart | null>(null);
  const [failed, setFailed] = useState(false);
  const isNew = search.get('new') === 'true';
  const course = isCourse(courseId) ? courseId : 'python';
  const slug = levelSlug ?? null;
  // A URL the editor replaced itself after a save (gameplay §4) loads nothing again.
  const ownAddress = useRef<string | null>(null);
  const [loads, setLoads] = useState(0);
  const onSaved = useCallback((savedCourse: string, savedSlug: string) => {
    ownAddress.current = `${savedCourse}/${savedSlug}`;
  }, []);

  useEffect(() => {
    if (!user || slug === null) return;
    // Once the editor runs, a URL replaced after a save is its own doing: nothing reloads.
    if (ownAddress.current === `${course}/${slug}` && !isNew) return;
    ownAddress.current = null;
    let live = true;
    void (async () => {
      try {
        const organisationUser = user.organization_id !== null;
        let level = null;
        if (!isNew) level = await fetchCreativeLevel(course, slug).catch(() => null);
        const mapPath = level ? (mapPathOf(level.map_path) ?? DEFAULT_CREATIVE_MAP_PATH) : (isNew ? mapPathOf(slug) : null) ?? DEFAULT_CREATIVE_MAP_PATH;
        const map = await loadCreatorMap(mapPath);
        if (!live) return;
        setStart({
          mode: level ? 'edit' : 'new',
          course: level?.course_id ?? course,
          level,
          mapPath,
          map,
          start: (level ? cellOf(level.player_start) : null) ?? themeStart(mapPath),
          userId: user.user_id,
          organisationUser,
          character: DEFAULT_CHARACTER,
        });
        setLoads((count) => count + 1);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.user_id, course, slug, isNew]);

  if (currentUser.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (!user) return <Navigate to={to(authPagePath('login', `${pathname}${query}`))} replace />;
  if (slug === null) return <MyLevelsPage />;
  if (failed) return <Typography sx={{ p: 4 }}>{t('messages.loadFailed')}</Typography>;
  if (!start) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress />
      </Box>
    );
  }
  return (
    <>
      <PageTitle page={start.level?.name || t('title')} />
      <LevelEditor key={loads} initial={start} itemName={creatorItemName} onSaved={onSaved} />
    </>
  );
}

export default CreatorRoute;
