import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createState } from '@codehop/engine';
import { DEFAULT_CHARACTER, isCharacterId } from '@codehop/content';
import { ChooseStudentDialog } from '../../components/choose-student-dialog.tsx';
import { useAuthProviders } from '../../lib/api/auth-providers.ts';
import { authPagePath, googleAuthorizeUrl } from '../../lib/auth-links.ts';
import type { Course } from '../../lib/api/course.ts';
import { CREDIT_QUERY_KEY, useCredit } from '../../lib/api/credit.ts';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../lib/api/current-user.ts';
import { openIssuedCertificate } from '../../lib/api/certificate.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { prefetchLevelData, type LevelData } from './api/level-data.ts';
import { postLevelUpdate } from './api/level-update.ts';
import { AccessDialogs, type AccessModal } from './dialogs/access-dialogs.tsx';
import { CodeBook } from './dialogs/code-book.tsx';
import { CompletionDialogs, type CompletionKind } from './dialogs/completion-dialogs.tsx';
import { downloadCode, LoadDialog, ResetDialog, SaveDialog } from './dialogs/file-dialogs.tsx';
import { HelpDialog, MapInfoDialog } from './dialogs/info-dialogs.tsx';
import { PausePopup } from './dialogs/pause-popup.tsx';
import { RunDialogs } from './dialogs/run-dialogs.tsx';
import type { CodeEditorHandle } from './editor/code-editor.tsx';
import { LazyCodeEditor } from './editor/lazy-code-editor.tsx';
import { markAppReady } from '../../lib/offline/app-ready.ts';
import { useEditorDue } from './editor/use-editor-due.ts';
import { CREATIVE_QUERY_KEY, postCreativeRun } from '../../lib/api/creative-levels.ts';
import { ReportLevelButton } from '../../components/report-level-dialog.tsx';
import { useGameHost, type GameHost } from '../../lib/game/game-host.ts';
import { GameView } from '../../lib/game/game-view.tsx';
import { createPlayBus } from '../../lib/game/play-bus.ts';
import type { SceneSetup } from '../../lib/game/scene-types.ts';
import { usePlayText } from './i18n/use-play-text.ts';
import { ChooseStudentOverlay } from './layout/choose-student-overlay.tsx';
import { MapLoadingOverlay } from './layout/map-loading-overlay.tsx';
import { GoalsPanel } from './layout/goals-panel.tsx';
import { pileBadges } from './model/pile-badges.ts';
import { PlayStatusBar } from './layout/play-status-bar.tsx';
import { TipCard, type TipCardContent } from '../../components/tip-card/tip-card.tsx';
import { GuideColumn } from './layout/guide-column.tsx';
import { GameToolbar, RunControls } from './layout/play-controls.tsx';
import { AccountLevelNotice } from './layout/account-level-notice.tsx';
import { LevelHeading } from './layout/level-heading.tsx';
import type { StripLevel } from './layout/progress-strip.tsx';
import { MapButtons } from './layout/map-buttons.tsx';
import { CODE_PANEL_WIDTH, EDITOR, TOP_BAR_HEIGHT } from './model/constants.ts';
import { CERTIFICATE_LEVEL, completionDialog, levelNeighbours } from './model/level-navigation.ts';
import { browserStorage, isCompletedLocally, markCompletedLocally, savedCode, saveCode } from './model/local-progress.ts';
import { progressOwner } from './model/progress-owner.ts';
import { assistantRefusal, assistantSwitchEnabled, tipsActive } from './model/assistant.ts';
import { readAnonymousRuns, readAssistantSwitch, writeAnonymousRuns, writeAssistantSwitch } from './model/browser-flags.ts';
import { runButtonFace } from './model/run-gate.ts';
import { exhaustedModal, purchasePath, refusalOf, runAccess, SIGN_UP_LEVELS, viewerOf } from './model/run-access.ts';
import { runTip } from './model/run-tip.ts';
import { useLevelTip } from './model/use-level-tip.ts';
import { refusedTipContent } from '../../components/tip-card/tip-refusal.ts';
import { useCoachText } from '../../components/tip-card/use-coach-text.ts';
import { nameTheCharacter } from './model/character-words.ts';
import { loadGameSpeed, storeGameSpeed, type GameSpeed } from './model/speed.ts';
import { PlaySession, RunBlockedError } from './run/play-session.ts';
import { sharedRunner } from './run/shared-runner.ts';

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

const MUTE_KEY = 'codehop.play.muted';
/** The heading's level strip in creator mode: none (one array, so the memoised heading stays put). */
const NO_LEVELS: readonly StripLevel[] = [];

function sceneSetup(data: LevelData, character: string): SceneSetup {
  const state = createState(data.level);
  return {
    map: data.level.map,
    start: data.level.start,
    facing: state.player.facing,
    zoom: data.level.zoom,
    items: state.items.map((item) => ({ id: item.id, type: item.type, status: item.status, position: item.position })),
    marks: data.level.levelGoals.flatMap((goal) => (goal.position && goal.action !== 'collect' ? [goal.position] : [])),
    piles: pileBadges(data.level.levelGoals),
    character,
    goalActions: data.level.levelGoals.map((goal) => goal.action),
  };
}

/**
 * The game screen of gameplay §2. One Phaser game serves the whole visit (a level change only
 * switches its scene); everything else (session, code, counters, dialogs) starts afresh per level.
 */
export function PlayScreen(props: PlayScreenProps) {
  const host = useGameHost();
  const levelKey = `${props.courseId}/${props.creatorUserId ?? ''}/${props.data.meta.slug}`;
  return <LevelScreen key={levelKey} {...props} host={host} />;
}

/** One level on the play screen: guide, editor and controls beside the map. */
function LevelScreen({ courseId, data, course, creatorUserId, signedIn, character, switching = false, host }: PlayScreenProps & { readonly host: GameHost }) {
  const t = usePlayText();
  const coachT = useCoachText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const authProviders = useAuthProviders();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const queryClient = useQueryClient();
  const location = useLocation();
  const locale = useLocale();
  const { level, meta } = data;
  const slug = meta.slug;
  const creative = creatorUserId !== undefined;
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const viewer = viewerOf(user);
  const needsStudent = viewer.kind === 'no-student';
  const attemptCredit = useCredit('level');
  const tipCredit = useCredit('level_assistant');

  // Who may run (gameplay §4, §5): prompts that stand in for a run, and the spent-attempts flag.
  const [accessModal, setAccessModal] = useState<AccessModal | null>(null);
  const [chooseStudentOpen, setChooseStudentOpen] = useState(false);
  const [activationsExceeded, setActivationsExceeded] = useState(false);
  const [assistantStored, setAssistantStored] = useState(() => readAssistantSwitch(browserStorage()));
  const [dismissedTip, setDismissedTip] = useState<number | null>(null);
  const [ranCode, setRanCode] = useState('');

  const editorRef = useRef<CodeEditorHandle>(null);
  const owner = progressOwner(user);
  // The server's code first, then this player's shelf in the browser; a student who has just taken
  // over the browser's anonymous play finds that code while it is on its way to the server.
  const [initialCode] = useState(
    () =>
      meta.last_code_executed ||
      savedCode(owner, courseId, slug) ||
      (viewer.kind === 'student' ? savedCode('anonymous', courseId, slug) : undefined) ||
      meta.codeTemplate,
  );
  const codeRef = useRef(initialCode);
  const [panel, setPanel] = useState<'code' | 'game'>('code');
  const [modal, setModal] = useState<'reset' | 'save' | 'load' | 'map' | 'help' | 'book' | 'guide' | null>(null);
  const [speed, setSpeed] = useState<GameSpeed>(() => loadGameSpeed(browserStorage()));
  const [muted, setMuted] = useState(() => browserStorage()?.getItem(MUTE_KEY) === '1');
  // Completion kept in the browser is read while rendering; this re-renders the strip when it changes.
  const [, refreshStrip] = useReducer((count: number) => count + 1, 0);

  const bus = useMemo(() => createPlayBus(), []);
  const characterId = character && isCharacterId(character) ? character : DEFAULT_CHARACTER;
  const setup = useMemo(() => sceneSetup(data, characterId), [data, characterId]);
  // The level texts are written about the rabbit: they tell of the character the child chose.
  const guide = meta.guide ? nameTheCharacter(meta.guide, characterId) : null;
  const tutorial = meta.tutorial ? nameTheCharacter(meta.tutorial, characterId) : null;
  const hint = meta.hint ? nameTheCharacter(meta.hint, characterId) : null;

  // A creative level counts its plays and completions, and the creator's own completion opens
  // Make Public (issue 20): POST /api/level/creative/{id}/run, never the course progress.
  const creativeLevelId = typeof meta.creative_level_id === 'number' ? meta.creative_level_id : null;
  const recordAttempt = useCallback(
    async (code: string) => {
      if (creative) {
        if (creativeLevelId !== null) {
          postCreativeRun(creativeLevelId, 'in_progress', code).catch((error: unknown) => console.warn('Could not record the creative run', error));
        }
        return;
      }
      try {
        await postLevelUpdate(courseId, { last_status: 'in_progress', last_code_executed: code, level_slug: slug });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) throw new RunBlockedError(error instanceof Error ? error.message : 'Refused', refusal);
        throw error;
      } finally {
        // Credits are refreshed after every run (gameplay §4), refused ones included.
        void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'level'] });
      }
    },
    [courseId, slug, creative, creativeLevelId, queryClient],
  );

  const onBlocked = (error: RunBlockedError) => {
    const refusal = error.refusal;
    if (refusal === null) return;
    switch (refusal.kind) {
      case 'attempts-exhausted':
        setActivationsExceeded(true);
        setAccessModal(exhaustedModal(viewer));
        return;
      case 'sign-up':
        setAccessModal('sign-up');
        return;
      case 'choose-student':
        // The session lost its student (another tab?): ask again and re-read who is signed in.
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        setChooseStudentOpen(true);
        return;
      case 'payment':
        void navigate(toPath(purchasePath(user)));
        return;
    }
  };

  const onCompleted = useCallback(
    (code: string) => {
      if (creative) {
        if (creativeLevelId !== null) {
          postCreativeRun(creativeLevelId, 'complete', code)
            .then(() => queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY }))
            .catch((error: unknown) => console.warn('Could not record the completed creative level', error));
        }
        return;
      }
      markCompletedLocally(owner, courseId, slug);
      refreshStrip();
      postLevelUpdate(courseId, { last_status: 'complete', last_code_executed: code, level_slug: slug })
        .then(() => queryClient.invalidateQueries({ queryKey: ['course', courseId] }))
        .catch((error: unknown) => console.warn('Could not record the completed level', error));
    },
    [owner, courseId, slug, creative, creativeLevelId, queryClient],
  );

  const [session] = useState(() => new PlaySession({ level, bus, runner: sharedRunner(), speed, recordAttempt, onCompleted }));
  useEffect(() => {
    session.attach();
    return () => session.dispose();
  }, [session]);
  useEffect(() => session.setBlockedHandler(onBlocked));
  useEffect(() => session.setGuardianWithoutStudent(needsStudent), [session, needsStudent]);
  // The anonymous counter resets when the user logs in (gameplay §4).
  useEffect(() => {
    if (viewer.kind !== 'anonymous') writeAnonymousRuns(browserStorage(), 0);
  }, [viewer.kind]);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    bus.toScene.emit('set-muted', muted);
  }, [bus, muted, snap.sceneReady]);

  // Scene life: the code is kept for this level whenever the child leaves or the tab hides.
  useEffect(() => {
    const store = () => saveCode(owner, courseId, slug, codeRef.current);
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('pagehide', store);
      store();
    };
  }, [owner, courseId, slug]);

  const saveTimer = useRef<number | undefined>(undefined);
  const onCodeChange = useCallback(
    (code: string) => {
      codeRef.current = code;
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(() => saveCode(owner, courseId, slug, code), 400);
    },
    [owner, courseId, slug],
  );

  const classDetails = user?.class_details ?? null;
  const neighbours = useMemo(() => levelNeighbours(course, slug, classDetails), [course, slug, classDetails]);
  const chapter = course?.chapters.find((candidate) => candidate.level_data.some((entry) => entry.slug === slug));
  const anonymous = viewer.kind === 'anonymous';
  const stripLevels = useMemo(
    () =>
      (chapter?.level_data ?? []).map((entry) => ({
        ...entry,
        completed: entry.completed || isCompletedLocally(owner, courseId, entry.slug) || (entry.slug === slug && snap.completed),
        needsAccount: anonymous && SIGN_UP_LEVELS.has(entry.slug),
      })),
    [chapter, owner, courseId, slug, snap.completed, anonymous],
  );
  const needsAccountHere = viewer.kind === 'anonymous' && SIGN_UP_LEVELS.has(slug);

  /** Leaves the level for another page of the app, keeping the code written so far. */
  const leaveFor = useCallback(
    (path: string) => {
      saveCode(owner, courseId, slug, codeRef.current);
      session.closeDialog();
      host.leave();
      void navigate(toPath(path));
    },
    [owner, courseId, slug, navigate, toPath, session, host],
  );
  const goToLevel = useCallback((target: string) => leaveFor(`play/${courseId}/${target}`), [leaveFor, courseId]);

  const run = () => {
    if (!session.canRun()) return;
    const access = runAccess({ viewer, slug, anonymousRuns: readAnonymousRuns(browserStorage()), activationsExceeded, mobile: narrow && coarsePointer });
    if (viewer.kind === 'anonymous') writeAnonymousRuns(browserStorage(), access.anonymousRuns);
    switch (access.verdict) {
      case 'choose-student':
        setChooseStudentOpen(true);
        return;
      case 'sign-up':
      case 'mobile-sign-up':
      case 'frequent-execution':
        setAccessModal(access.verdict);
        return;
      case 'attempts-exhausted':
        setAccessModal(exhaustedModal(viewer));
        return;
      case 'run':
        break;
    }
    if (narrow) setPanel('game');
    editorRef.current?.focus();
    setRanCode(codeRef.current);
    void session.run(codeRef.current).then(() => {
      void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'level_assistant'] });
    });
  };

  const closeAccessModal = () => {
    // Closing the frequent-execution prompt starts the count again (gameplay §4).
    if (accessModal === 'frequent-execution') writeAnonymousRuns(browserStorage(), 0);
    setAccessModal(null);
  };

  const assistantInput = { viewer, executionDisabled: needsStudent, loading: currentUser.isPending, creative };
  const assistantEnabled = assistantSwitchEnabled(assistantInput);
  const tip = runTip({
    outcome: snap.outcome,
    code: ranCode,
    codeTemplate: meta.codeTemplate,
    active: tipsActive({ ...assistantInput, stored: assistantStored, narrow }),
    refusal: assistantRefusal(viewer, tipCredit.data),
  });
  // The server's coach (or language model) answers; the offline words stand in while it thinks.
  const serverTip = useLevelTip({
    enabled: tip?.kind === 'tip' && !creative && !snap.running && !snap.initiated,
    run: snap.runsFinished,
    courseId,
    slug,
    code: ranCode,
    errorMessage: snap.outcome?.kind === 'failed' ? snap.outcome.message : null,
  });
  const askedTip: typeof tip =
    tip?.kind !== 'tip' || serverTip === null || serverTip.kind === 'pending'
      ? tip
      : serverTip.kind === 'refused'
        ? { kind: 'refused', refusal: serverTip.refusal }
        : serverTip.kind === 'failed'
          ? { kind: 'tip', text: coachT('card.failed'), line: null }
          : { kind: 'tip', text: serverTip.tip.text_key ? coachT(serverTip.tip.text_key, serverTip.tip.text_params) : serverTip.tip.text, line: serverTip.tip.line_number };
  const tipCode =
    serverTip?.kind === 'tip' && serverTip.tip.resulted_code !== null
      ? { toAdd: serverTip.tip.code_to_add ?? serverTip.tip.resulted_code, resulted: serverTip.tip.resulted_code }
      : null;
  const shownTip = askedTip !== null && dismissedTip !== snap.runsFinished ? askedTip : null;
  const tipContent: TipCardContent | null =
    shownTip === null
      ? null
      : shownTip.kind === 'tip'
        ? { ...shownTip, code: tipCode, pending: serverTip?.kind === 'pending' }
        : refusedTipContent(shownTip.refusal, coachT);
  const returnTo = `${location.pathname}${location.search}`;

  const face = runButtonFace(snap.running || snap.initiated, snap.stopping);
  const busy = snap.running || snap.initiated;
  const tipLine = shownTip?.kind === 'tip' && !busy ? shownTip.line : null;
  const runEnabled = session.canRun();
  const waitingForPython = snap.runner === 'booting' || snap.runner === 'resetting';
  const editorDue = useEditorDue(runEnabled || snap.runner === 'failed');
  // Run is enabled: what waited for the page to be ready (the service worker and its precache
  // of ~45 MB) may start now, no longer competing with Python's start or the map's.
  useEffect(() => {
    if (runEnabled) markAppReady();
  }, [runEnabled]);

  const completionKind: CompletionKind | null =
    snap.dialog?.kind !== 'completed'
      ? null
      : creative
        ? 'creative-complete'
        : slug === CERTIFICATE_LEVEL
          ? 'certificate'
          : completionDialog(course, slug);
  const runDialog = snap.dialog && snap.dialog.kind !== 'completed' ? snap.dialog : null;
  const nextSlug = 'slug' in neighbours.next ? neighbours.next.slug : null;

  // Once this level is ready, the next one's data is fetched (Next is then immediate, and the
  // service worker keeps it for offline play). Quietly: a failure here is the next page's business.
  const language = useTranslation().i18n.language;
  useEffect(() => {
    if (creative || nextSlug === null || !snap.sceneReady) return;
    const timer = setTimeout(() => void prefetchLevelData(queryClient, courseId, nextSlug, language).catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [creative, nextSlug, snap.sceneReady, queryClient, courseId, language]);

  const replay = () => {
    editorRef.current?.setCode(meta.codeTemplate);
    codeRef.current = meta.codeTemplate;
    session.reset();
  };

  // A creative level belongs to no course, whatever course the page was opened from.
  const courseName = creative
    ? t('heading.course.creative')
    : (course?.name ?? (courseId === 'advanced-python' ? t('heading.course.advanced-python') : t('heading.course.python')));
  const heading = (
    <LevelHeading
      courseName={courseName}
      title={meta.chapter_name ? t('heading.level', { chapter: meta.chapter_name, level: meta.name }) : meta.name}
      slug={slug}
      levels={creative ? NO_LEVELS : stripLevels}
      previous={neighbours.previous}
      next={neighbours.next}
      busy={busy}
      onGo={goToLevel}
      onTakeQuiz={leaveFor}
    />
  );

  const codePanel = (
    <Box
      sx={{
        width: narrow ? '100%' : CODE_PANEL_WIDTH,
        flex: narrow ? '1 1 0' : '0 0 auto',
        display: narrow && panel !== 'code' ? 'none' : 'flex',
        flexDirection: 'column',
        gap: 1.25,
        p: { xs: 1.5, md: 2 },
        borderRight: narrow ? 'none' : '1px solid',
        borderColor: 'divider',
        minHeight: 0,
        overflowY: narrow ? 'auto' : 'hidden',
        pb: 2,
      }}
    >
      <Box
        sx={
          // The guide's opening paragraphs, whole; the rest of the guide is one tap away. On a wide
          // screen the box gives way (and scrolls) so Run and the counters stay on an 800 px screen.
          narrow
            ? { flexShrink: 0 }
            : { flex: '1 1 120px', minHeight: 72, overflowY: 'auto', pr: 1, maskImage: 'linear-gradient(to bottom, black calc(100% - 10px), transparent)' }
        }
      >
        {needsAccountHere ? <AccountLevelNotice signUpPath={toPath(authPagePath('signup', returnTo))} /> : null}
        <GuideColumn guide={guide} guideImage={meta.guideImage ?? null} levelName={meta.name} tutorial={tutorial} notReady={meta.notReady} compact />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5, mb: -0.5, flexShrink: 0 }}>
        {/* Anyone signed in may report a creative level someone else made (issue 20). */}
        {creative && creativeLevelId !== null && user !== null && user.user_id !== meta.creator_user_id ? (
          <Box sx={{ mr: 'auto' }}>
            <ReportLevelButton levelId={creativeLevelId} levelName={meta.name} variant="text" />
          </Box>
        ) : null}
        <Button size="small" startIcon={<OpenInFullRounded />} onClick={() => setModal('guide')} data-testid="read-guide" sx={{ minHeight: 40 }}>
          {t('panels.readAll')}
        </Button>
      </Box>
      {/*
        The editor is 400 px tall when there is room (gameplay §9). It gives way to a tip, which
        stands below it rather than over the code, and on a phone it takes under half the height,
        so Run never leaves the screen.
      */}
      <Box
        data-testid="editor-box"
        sx={{
          display: 'flex',
          minHeight: 0,
          '& > *': { flex: '1 1 auto', minHeight: 0 },
          ...(narrow ? { flexShrink: 0, height: `min(${EDITOR.height}px, 36dvh)` } : { flex: `0 1 ${EDITOR.height}px`, minHeight: 200 }),
        }}
      >
        <LazyCodeEditor
          ref={editorRef}
          initialCode={initialCode}
          onChange={onCodeChange}
          activeLine={snap.line}
          error={snap.errorLine !== null && snap.dialog?.kind === 'error' ? { line: snap.errorLine, message: snap.dialog.message } : snap.errorLine !== null ? { line: snap.errorLine, message: '' } : null}
          tipLine={tipLine}
          readOnly={busy}
          label={t('editor.label')}
          due={editorDue}
        />
      </Box>
      {tipContent ? (
        <Box sx={{ flexShrink: 0 }}>
          <TipCard
            key={snap.runsFinished}
            content={tipContent}
            onDismiss={() => setDismissedTip(snap.runsFinished)}
            onApply={(code) => {
              // One editor transaction: Ctrl+Z takes the tip back.
              editorRef.current?.setCode(code);
              codeRef.current = code;
              setDismissedTip(snap.runsFinished);
            }}
          />
        </Box>
      ) : null}
      {snap.stdout ? (
        <Box sx={{ flexShrink: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 800 }}>
            {t('panels.output')}
          </Typography>
          <Box
            component="pre"
            data-testid="program-output"
            sx={{ m: 0, mt: 0.5, p: 1, maxHeight: 96, overflowY: 'auto', borderRadius: 2, backgroundColor: 'rgba(0,0,0,0.35)', fontSize: 14, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {snap.stdout}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ flexShrink: 0 }}>
        <RunControls
          face={face}
          runEnabled={runEnabled}
          waitingForPython={waitingForPython}
          busy={busy}
          locked={needsStudent}
          onChooseStudent={() => setChooseStudentOpen(true)}
          onRun={run}
          onStop={() => session.stop()}
          onReset={() => setModal('reset')}
          onSave={() => setModal('save')}
          onLoad={() => setModal('load')}
        />
      </Box>
      <Box sx={{ flexShrink: 0 }}>
        <PlayStatusBar
          attempts={creative || needsStudent ? undefined : attemptCredit.data}
          tips={tipCredit.data}
          assistantOn={assistantStored}
          assistantEnabled={assistantEnabled}
          onAssistant={(on) => {
            setAssistantStored(on);
            writeAssistantSwitch(browserStorage(), on);
          }}
          showAssistant={!narrow && !creative}
          logInPath={viewer.kind === 'anonymous' ? toPath(authPagePath('login', returnTo)) : null}
        />
      </Box>
    </Box>
  );

  // Nothing stands over the map's cells (issue 14): the speed bar above it, the goals and the map
  // buttons in a column beside it; on a phone the goals above it and Run with the buttons below it.
  const mapButtons = (
    <MapButtons
      direction={narrow ? 'row' : 'column'}
      muted={muted}
      onZoom={(direction) => bus.toScene.emit('zoom-step', direction)}
      onFollow={() => bus.toScene.emit('follow', undefined)}
      onMuted={(next) => {
        setMuted(next);
        browserStorage()?.setItem(MUTE_KEY, next ? '1' : '0');
      }}
    />
  );
  const gamePanel = (
    <Box
      sx={{
        position: 'relative',
        flexGrow: 1,
        minWidth: 0,
        display: narrow && panel !== 'game' ? 'none' : 'flex',
        flexDirection: 'column',
        minHeight: 0,
        backgroundColor: '#0c1410',
      }}
      data-testid="game-panel"
    >
      <Box sx={{ flexShrink: 0, px: 1.5, pt: 1.5, pb: 1 }}>
        <GameToolbar
          speed={speed}
          onSpeed={(next) => {
            setSpeed(next);
            storeGameSpeed(browserStorage(), next);
            session.setSpeed(next);
          }}
          helpEnabled={snap.executedOnce}
          onMapInfo={() => setModal('map')}
          onHelp={() => setModal('help')}
          onCodeBook={() => setModal('book')}
        />
      </Box>
      {!creative && narrow ? <GoalsPanel goals={snap.goals} placement="top" /> : null}
      <Box sx={{ display: 'flex', flex: '1 1 0', minHeight: 0 }}>
        <Box sx={{ position: 'relative', flex: '1 1 0', minWidth: 0, minHeight: 0 }} data-testid="map-area">
          <GameView host={host} bus={bus} setup={setup} hold={snap.sceneReady && waitingForPython && !busy && !snap.walking && modal === null} />
          {!snap.sceneReady ? <MapLoadingOverlay bus={bus} label={t('loading.assets')} /> : null}
          {snap.popup ? <PausePopup key={`${snap.popup.kind}:${snap.popup.line}:${snap.popup.text}`} prompt={snap.popup} onAnswer={(answer) => session.answerPopup(answer)} /> : null}
          {snap.running ? (
            <Box role="status" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 4, overflow: 'hidden', zIndex: 3 }}>
              <LinearProgress color="secondary" aria-label={t('sr.running')} sx={{ height: 4 }} />
            </Box>
          ) : null}
        </Box>
        {!narrow ? (
          // The lower right stays free for the Feedback button.
          <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2, p: 1.5, pl: 0, pb: 10, overflowY: 'auto' }} data-testid="map-side">
            {!creative ? <GoalsPanel goals={snap.goals} placement="side" /> : null}
            {mapButtons}
          </Box>
        ) : null}
      </Box>
      {narrow ? (
        <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5, py: 1, borderTop: '1px solid', borderColor: 'divider' }}>
          <RunControls
            compact
            face={face}
            runEnabled={runEnabled}
            waitingForPython={waitingForPython}
            busy={busy}
            locked={needsStudent}
            onChooseStudent={() => setChooseStudentOpen(true)}
            onRun={run}
            onStop={() => session.stop()}
            onReset={() => setModal('reset')}
            onSave={() => setModal('save')}
            onLoad={() => setModal('load')}
          />
          {mapButtons}
        </Box>
      ) : null}
      {needsStudent && !narrow ? <ChooseStudentOverlay onChoose={() => setChooseStudentOpen(true)} /> : null}
    </Box>
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`, minHeight: 480, overflow: 'hidden' }}
      data-testid="play-screen"
      inert={switching}
      aria-busy={switching}
    >
      {heading}
      {narrow ? (
        <Box sx={{ px: 1.5, py: 0.75, borderBottom: '1px solid', borderColor: 'divider', height: 60, boxSizing: 'border-box' }}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={panel}
            onChange={(_event, value: 'code' | 'game' | null) => value && setPanel(value)}
            data-testid="panel-toggle"
          >
            <ToggleButton value="code" sx={{ fontWeight: 800, minHeight: 44 }}>
              {t('panels.code')}
            </ToggleButton>
            <ToggleButton value="game" sx={{ fontWeight: 800, minHeight: 44 }}>
              {t('panels.game')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      ) : null}
      <Box sx={{ position: 'relative', display: 'flex', flexDirection: narrow ? 'column' : 'row', flex: '1 1 0', minHeight: 0 }}>
        {codePanel}
        {gamePanel}
        {needsStudent && narrow ? <ChooseStudentOverlay onChoose={() => setChooseStudentOpen(true)} /> : null}
      </Box>

      <AccessDialogs
        modal={accessModal}
        onClose={closeAccessModal}
        signUpPath={toPath(authPagePath('signup', returnTo))}
        logInPath={toPath(authPagePath('login', returnTo))}
        googleUrl={authProviders.google ? googleAuthorizeUrl(returnTo, locale) : null}
        upgradePath={toPath(purchasePath(user))}
        onNavigate={(path) => {
          closeAccessModal();
          void navigate(path);
        }}
      />
      <ChooseStudentDialog open={chooseStudentOpen} onClose={() => setChooseStudentOpen(false)} />

      <RunDialogs
        dialog={runDialog}
        onClose={() => {
          session.closeDialog();
          // "Fix it and try again": on a phone that happens in the code, not on the map.
          if (narrow) setPanel('code');
        }}
      />
      <CompletionDialogs
        kind={completionKind}
        levelName={meta.name}
        courseName={course?.name ?? t('heading.course.python')}
        signedIn={signedIn}
        childName={user?.student_details?.username ?? null}
        onSignUp={() => void navigate(toPath(authPagePath('signup', returnTo)))}
        hasNext={nextSlug !== null}
        nextLocked={'blocked' in neighbours.next && neighbours.next.blocked === 'LEVEL_LOCKED'}
        onNext={() => nextSlug && goToLevel(nextSlug)}
        onUnlock={() => void navigate(toPath(purchasePath(user)))}
        onReplay={() => {
          session.closeDialog();
          replay();
        }}
        onClose={() => session.closeDialog()}
        onCertificate={
          (completionKind === 'certificate' || completionKind === 'course-complete') && viewer.kind === 'student'
            ? () => {
                session.closeDialog();
                // intro-level4 leads to the first-steps certificate; a finished course to the course's.
                void openIssuedCertificate(completionKind === 'certificate' ? CERTIFICATE_LEVEL : courseId).then(
                  (certificate) => navigate(toPath(`certificate/${certificate.id}`)),
                  () => navigate(toPath(user?.student_id ? `certificates/${user.student_id}` : '')),
                );
              }
            : undefined
        }
        onHome={() => void navigate(toPath())}
      />
      <ResetDialog
        open={modal === 'reset'}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          replay();
        }}
      />
      {modal === 'save' ? (
        <SaveDialog
          open
          defaultName={slug}
          onCancel={() => setModal(null)}
          onSave={(fileName) => {
            downloadCode(fileName, codeRef.current);
            setModal(null);
          }}
        />
      ) : null}
      <LoadDialog
        open={modal === 'load'}
        onCancel={() => setModal(null)}
        onLoad={(code) => {
          editorRef.current?.setCode(code);
          codeRef.current = code;
          setModal(null);
        }}
      />
      <MapInfoDialog open={modal === 'map'} onClose={() => setModal(null)} />
      <HelpDialog open={modal === 'help'} hint={hint} onClose={() => setModal(null)} />
      <CodeBook open={modal === 'book'} onClose={() => setModal(null)} />
      <Dialog open={modal === 'guide'} onClose={() => setModal(null)} maxWidth="md" fullWidth scroll="paper" slotProps={{ paper: { sx: { borderRadius: 4, backgroundColor: '#13201a' } } }}>
        <DialogContent dividers>
          <GuideColumn guide={guide} guideImage={meta.guideImage ?? null} levelName={meta.name} tutorial={tutorial} notReady={meta.notReady} />
        </DialogContent>
        <DialogActions sx={{ p: 2 }}>
          <Button variant="contained" size="large" onClick={() => setModal(null)}>
            {t('dialogs.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
