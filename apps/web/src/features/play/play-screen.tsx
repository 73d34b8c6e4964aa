import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DEFAULT_CHARACTER, isCharacterId } from '@codehop/content';
import type { Course } from '../../lib/api/course.ts';
import { useGameHost, type GameHost } from '../../lib/game/game-host.ts';
import type { LevelData } from './api/level-data.ts';
import type { Panel } from './controller/play-state.ts';
import { usePlayController, type PlayController } from './controller/use-play-controller.ts';
import { usePlayShortcuts } from './controller/use-play-shortcuts.ts';
import { usePlayText } from './i18n/use-play-text.ts';
import { ChooseStudentOverlay } from './layout/choose-student-overlay.tsx';
import { LevelHeading } from './layout/level-heading.tsx';
import { SkipLinks } from './layout/skip-links.tsx';
import type { StripLevel } from './layout/progress-strip.tsx';
import { TOP_BAR_HEIGHT } from './model/constants.ts';
import { levelCommands } from './model/level-commands.ts';
import { levelTexts } from './model/level-texts.ts';
import { isCompletedLocally } from './model/local-progress.ts';
import { SIGN_UP_LEVELS } from './model/run-access.ts';
import { sceneSetup } from './model/scene-setup.ts';
import { CodePanel } from './views/code-panel.tsx';
import { GamePanel } from './views/game-panel.tsx';
import { PlayDialogs } from './views/play-dialogs.tsx';

export interface PlayScreenProps {
  readonly courseId: string;
  readonly data: LevelData;
  readonly course: Course | undefined;
  readonly creatorUserId: string | undefined;
  readonly signedIn: boolean;
  readonly character: string | undefined;
  /** The next level's data is on its way: this one stays on screen but takes no input. */
  readonly switching?: boolean;
}

/** The heading's level strip in creator mode: none (one array, so the memoised heading stays put). */
const NO_LEVELS: readonly StripLevel[] = [];

/**
 * The game screen of gameplay §2. One Phaser game serves the whole visit (a level change only
 * switches its scene); everything else (session, code, counters, dialogs) starts afresh per level.
 * What happens is decided in controller/ (README.md); this file and views/ only show it.
 */
export function PlayScreen(props: PlayScreenProps) {
  const host = useGameHost();
  const levelKey = `${props.courseId}/${props.creatorUserId ?? ''}/${props.data.meta.slug}`;
  return <LevelScreen key={levelKey} {...props} host={host} />;
}

/** The heading: course, level, the chapter's strip and the arrows (memoised: its props stay put). */
function Heading({ c, courseId, course, meta }: { readonly c: PlayController; readonly courseId: string; readonly course: Course | undefined; readonly meta: LevelData['meta'] }) {
  const t = usePlayText();
  const { owner, creative, snap, neighbours } = c;
  const slug = meta.slug;
  const chapter = course?.chapters.find((candidate) => candidate.level_data.some((entry) => entry.slug === slug));
  const anonymous = c.viewer.kind === 'anonymous';
  const stripLevels = useMemo(
    () =>
      (chapter?.level_data ?? []).map((entry) => ({
        ...entry,
        completed: entry.completed || isCompletedLocally(owner, courseId, entry.slug) || (entry.slug === slug && snap.completed),
        needsAccount: anonymous && SIGN_UP_LEVELS.has(entry.slug),
      })),
    // stripVersion: a completion kept in the browser since the last render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chapter, owner, courseId, slug, snap.completed, anonymous, c.stripVersion],
  );
  // A creative level belongs to no course, whatever course the page was opened from.
  const courseName = creative
    ? t('heading.course.creative')
    : (course?.name ?? (courseId === 'advanced-python' ? t('heading.course.advanced-python') : t('heading.course.python')));
  return (
    <LevelHeading
      courseName={courseName}
      title={meta.chapter_name ? t('heading.level', { chapter: meta.chapter_name, level: meta.name }) : meta.name}
      slug={slug}
      levels={creative ? NO_LEVELS : stripLevels}
      previous={neighbours.previous}
      next={neighbours.next}
      busy={c.busy}
      onGo={c.goToLevel}
      onTakeQuiz={c.leaveFor}
    />
  );
}

/** A phone shows one half at a time: the code or the map. */
function PanelToggle({ panel, onPanel }: { readonly panel: Panel; readonly onPanel: (panel: Panel) => void }) {
  const t = usePlayText();
  return (
    <Box sx={{ px: 1.5, py: 0.75, borderBottom: '1px solid', borderColor: 'divider', height: 60, boxSizing: 'border-box' }}>
      <ToggleButtonGroup exclusive fullWidth size="small" value={panel} onChange={(_event, value: Panel | null) => value && onPanel(value)} data-testid="panel-toggle">
        <ToggleButton value="code" sx={{ fontWeight: 800, minHeight: 44 }}>
          {t('panels.code')}
        </ToggleButton>
        <ToggleButton value="game" sx={{ fontWeight: 800, minHeight: 44 }}>
          {t('panels.game')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

/** One level on the play screen: guide, editor and controls beside the map. */
function LevelScreen({ courseId, data, course, creatorUserId, signedIn, character, switching = false, host }: PlayScreenProps & { readonly host: GameHost }) {
  const characterId = character && isCharacterId(character) ? character : DEFAULT_CHARACTER;
  const { editorRef, ...c } = usePlayController({ courseId, data, course, creatorUserId, host, character: characterId });
  const setup = useMemo(() => sceneSetup(data, characterId), [data, characterId]);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const texts = useMemo(() => levelTexts(data.meta, characterId, language, i18n), [data.meta, characterId, language, i18n]);
  const commands = useMemo(() => levelCommands(data.level, [data.meta.codeTemplate, data.meta.guide, data.meta.tutorial]), [data]);
  const { narrow } = c;
  usePlayShortcuts({ dialogOpen: c.state.dialog !== null, face: c.face, setSpeed: c.setSpeed, stop: c.stop });
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`, minHeight: 480, overflow: 'hidden' }}
      data-testid="play-screen"
      inert={switching}
      aria-busy={switching}
    >
      <SkipLinks showCode={() => c.setPanel('code')} focusEditor={c.focusEditor} />
      <Heading c={c} courseId={courseId} course={course} meta={data.meta} />
      {narrow ? <PanelToggle panel={c.state.panel} onPanel={c.setPanel} /> : null}
      <Box sx={{ position: 'relative', display: 'flex', flexDirection: narrow ? 'column' : 'row', flex: '1 1 0', minHeight: 0 }}>
        <CodePanel c={c} texts={texts} editorRef={editorRef} commands={commands} />
        <GamePanel c={c} host={host} setup={setup} />
        {c.needsStudent && narrow ? <ChooseStudentOverlay onChoose={() => c.open('choose-student')} /> : null}
      </Box>
      <PlayDialogs c={c} texts={texts} courseId={courseId} course={course} signedIn={signedIn} />
    </Box>
  );
}
