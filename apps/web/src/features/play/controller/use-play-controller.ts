import { useCallback, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Course } from '../../../lib/api/course.ts';
import { CREDIT_QUERY_KEY, useCredit } from '../../../lib/api/credit.ts';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../../lib/api/current-user.ts';
import type { GameHost } from '../../../lib/game/game-host.ts';
import { createPlayBus } from '../../../lib/game/play-bus.ts';
import { markAppReady } from '../../../lib/offline/app-ready.ts';
import { useSeeState } from '../../../lib/see-settings/see-store.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { prefetchLevelData, type LevelData } from '../api/level-data.ts';
import { useEditorDue } from '../editor/use-editor-due.ts';
import { assistantSwitchEnabled } from '../model/assistant.ts';
import { levelNeighbours } from '../model/level-navigation.ts';
import { runButtonFace } from '../model/run-gate.ts';
import { browserStorage } from '../model/local-progress.ts';
import { progressOwner } from '../model/progress-owner.ts';
import { readAnonymousRuns, readAssistantSwitch, writeAnonymousRuns } from '../model/browser-flags.ts';
import { accountNotice, purchasePath, runAccess, viewerOf } from '../model/run-access.ts';
import { loadGameSpeed } from '../model/speed.ts';
import { PlaySession } from '../run/play-session.ts';
import type { RunBlockedError } from '../run/session-types.ts';
import { sharedRunner } from '../run/shared-runner.ts';
import { initialPlayState, nextStep, playReducer } from './play-state.ts';
import { MUTE_KEY, usePlayActions } from './play-actions.ts';
import { useLevelCode } from './use-level-code.ts';
import { useRunTip } from './use-run-tip.ts';
import type { CharacterId } from '@codehop/content';

export interface PlayControllerInput {
  readonly courseId: string;
  readonly data: LevelData;
  readonly course: Course | undefined;
  readonly creatorUserId: string | undefined;
  readonly host: GameHost;
  /** The child's character, whom tips name. */
  readonly character: CharacterId;
}

function storedPreferences(): Parameters<typeof initialPlayState>[0] {
  const storage = browserStorage();
  return { speed: loadGameSpeed(storage), muted: storage?.getItem(MUTE_KEY) === '1', assistantOn: readAssistantSwitch(storage) };
}

/**
 * The play page's controller: the session (the run), the reducer (play-state.ts: the dialogs,
 * the panels, what Run and a refusal open) and their effects (storage, the server, navigation).
 * It returns what the views show and the actions they call; it draws nothing.
 */
export function usePlayController({ courseId, data, course, creatorUserId, host, character }: PlayControllerInput) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { level, meta } = data;
  const slug = meta.slug;
  const creative = creatorUserId !== undefined;
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const viewer = viewerOf(user);
  const needsStudent = viewer.kind === 'no-student';
  const owner = progressOwner(user);

  const attemptCredit = useCredit('level');
  const tipCredit = useCredit('level_assistant');
  const [state, dispatch] = useReducer(playReducer, undefined, () => initialPlayState(storedPreferences()));
  // Completion kept in the browser is read while rendering; this re-renders the strip when it changes.
  const [stripVersion, refreshStrip] = useReducer((count: number) => count + 1, 0);
  const code = useLevelCode({ courseId, data, owner, viewer, creative, onCompletedLocally: refreshStrip });

  const bus = useMemo(() => createPlayBus(), []);
  const [session] = useState(() => new PlaySession({ level, bus, runner: sharedRunner(), speed: state.speed, recordAttempt: code.recordAttempt, onCompleted: code.onCompleted }));
  useEffect(() => {
    session.attach();
    return () => session.dispose();
  }, [session]);
  const onBlocked = (error: RunBlockedError) => {
    const refusal = error.refusal;
    if (refusal === null) return;
    // The session lost its student (another tab?): ask again and re-read who is signed in.
    if (refusal.kind === 'choose-student') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    if (refusal.kind === 'payment') void navigate(toPath(purchasePath(user)));
    dispatch({ type: 'refused', refusal, viewer });
  };
  useEffect(() => session.setBlockedHandler(onBlocked));
  useEffect(() => session.setGuardianWithoutStudent(needsStudent), [session, needsStudent]);
  // The anonymous counter resets when the user logs in (gameplay §4).
  useEffect(() => {
    if (viewer.kind !== 'anonymous') writeAnonymousRuns(browserStorage(), 0);
  }, [viewer.kind]);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);

  // The session's verdict (a run's dialog) is decided here as the render sees it, once each.
  if (snap.dialog !== state.verdict) dispatch({ type: 'verdict', verdict: snap.dialog, place: { creative, slug, course } });

  useEffect(() => {
    bus.toScene.emit('set-muted', state.muted);
  }, [bus, state.muted, snap.sceneReady]);
  const { reducedMotion } = useSeeState();
  useEffect(() => {
    bus.toScene.emit('set-reduced-motion', reducedMotion);
  }, [bus, reducedMotion, snap.sceneReady]);

  const classDetails = user?.class_details ?? null;
  const neighbours = useMemo(() => levelNeighbours(course, slug, classDetails), [course, slug, classDetails]);
  const next = nextStep(neighbours.next);
  const nextSlug = next.kind === 'level' ? next.slug : null;

  /** Leaves the level for another page of the app, keeping the code written so far. */
  const { keepCode } = code;
  const leaveFor = useCallback(
    (path: string) => {
      keepCode();
      session.closeDialog();
      host.leave();
      void navigate(toPath(path));
    },
    [keepCode, navigate, toPath, session, host],
  );
  const goToLevel = useCallback((target: string) => leaveFor(`play/${courseId}/${target}`), [leaveFor, courseId]);

  const actions = usePlayActions({ state, dispatch, session, bus, code, narrow, codeTemplate: meta.codeTemplate });
  const phone = narrow && coarsePointer;
  const run = () => {
    if (!session.canRun()) return;
    const access = runAccess({ viewer, slug, anonymousRuns: readAnonymousRuns(browserStorage()), activationsExceeded: state.activationsExceeded, mobile: phone });
    if (viewer.kind === 'anonymous') writeAnonymousRuns(browserStorage(), access.anonymousRuns);
    dispatch({ type: 'run-pressed', verdict: access.verdict, viewer, narrow, code: code.currentCode() });
    if (access.verdict !== 'run') return;
    // A click or tap goes back to the code; Run pressed from the keyboard keeps the focus on
    // the button (now Stop), so the child's place in the Tab order is not lost.
    if (!document.activeElement?.matches('button:focus-visible')) actions.focusEditor();
    void session.run(code.currentCode()).then(() => {
      void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'level_assistant'] });
    });
  };

  const busy = snap.running || snap.initiated;
  const runEnabled = session.canRun();
  const waitingForPython = snap.runner === 'booting' || snap.runner === 'resetting';
  const editorDue = useEditorDue(runEnabled || snap.runner === 'failed');
  // Run is enabled: what waited for the page to be ready (the service worker and its precache
  // of ~45 MB) may start now, no longer competing with Python's start or the map's.
  useEffect(() => {
    if (runEnabled) markAppReady();
  }, [runEnabled]);

  // Once this level is ready, the next one's data is fetched (Next is then immediate, and the
  // service worker keeps it for offline play). Quietly: a failure here is the next page's business.
  const language = useTranslation().i18n.language;
  useEffect(() => {
    if (creative || nextSlug === null || !snap.sceneReady) return;
    const timer = setTimeout(() => void prefetchLevelData(queryClient, courseId, nextSlug, language).catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [creative, nextSlug, snap.sceneReady, queryClient, courseId, language]);

  const assistant = { viewer, executionDisabled: needsStudent, loading: currentUser.isPending, creative };
  const tip = useRunTip({ snap, state, assistant, narrow, tipCredits: tipCredit.data, courseId, slug, codeTemplate: meta.codeTemplate, character });
  // The failing line, with the error's words while its dialog is open.
  const openError = state.dialog?.kind === 'run' && state.dialog.run.kind === 'error' ? state.dialog.run : null;
  const errorMark = snap.errorLine === null ? null : { line: snap.errorLine, message: openError?.message ?? '' };

  return {
    state,
    level,
    snap,
    session,
    bus,
    narrow,
    viewer,
    user,
    userLoading: currentUser.isPending,
    needsStudent,
    owner,
    creative,
    neighbours,
    next,
    stripVersion,
    busy,
    face: runButtonFace(busy, snap.stopping),
    assistantEnabled: assistantSwitchEnabled(assistant),
    tip,
    errorMark,
    runEnabled,
    waitingForPython,
    editorDue,
    returnTo: `${location.pathname}${location.search}`,
    accountNotice: accountNotice({ viewer, slug, mobile: phone }),
    attemptCredit,
    tipCredit,
    code,
    run,
    leaveFor,
    goToLevel,
    ...actions,
  };
}

/** What the views read: the controller without the editor's ref (which only the code panel's editor takes). */
export type PlayController = Omit<ReturnType<typeof usePlayController>, 'editorRef'>;
