import { useRef, type Dispatch } from 'react';
import type { PlayBus } from '../../../lib/game/play-bus.ts';
import type { CodeEditorHandle } from '../../../components/code-editor/code-editor.tsx';
import { downloadCode } from '../dialogs/file-dialogs.tsx';
import { writeAnonymousRuns, writeAssistantSwitch } from '../model/browser-flags.ts';
import { browserStorage } from '../model/local-progress.ts';
import { storeGameSpeed, type GameSpeed } from '../model/speed.ts';
import type { PlaySession } from '../run/play-session.ts';
import { codeAfterReplay, replayOf, type Panel, type PlayEvent, type PlayState, type Replay, type ToolDialog } from './play-state.ts';

export const MUTE_KEY = 'codehop.play.muted';

export interface PlayActionsInput {
  readonly state: PlayState;
  readonly dispatch: Dispatch<PlayEvent>;
  readonly session: PlaySession;
  readonly bus: PlayBus;
  readonly code: { readonly currentCode: () => string; readonly remember: (code: string) => void };
  readonly narrow: boolean;
  readonly codeTemplate: string;
}

/**
 * What the views' buttons do: each one event for the reducer, plus its effect outside React
 * (the browser's storage, the session, the scene, the editor).
 */
export function usePlayActions({ state, dispatch, session, bus, code, narrow, codeTemplate }: PlayActionsInput) {
  const editorRef = useRef<CodeEditorHandle>(null);
  /** Puts code in the editor in one transaction (Ctrl+Z takes it back). */
  const setCode = (next: string) => {
    editorRef.current?.setCode(next);
    code.remember(next);
  };
  const replay = (way: Replay) => {
    const current = code.currentCode();
    const next = codeAfterReplay(way, current, codeTemplate);
    if (next !== current) setCode(next);
    session.reset();
  };
  return {
    editorRef,
    focusEditor: () => editorRef.current?.focus(),
    open: (dialog: ToolDialog | 'choose-student') => dispatch({ type: 'open', dialog }),
    close: () => dispatch({ type: 'close' }),
    /** Closes the access prompt; closing the every-fourth-run one starts the count again (gameplay §4). */
    closeAccess: () => {
      if (state.dialog?.kind === 'access' && state.dialog.modal === 'frequent-execution') writeAnonymousRuns(browserStorage(), 0);
      dispatch({ type: 'close' });
    },
    closeRunDialog: () => {
      session.closeDialog();
      dispatch({ type: 'close-run-dialog', narrow });
    },
    closeCompletion: () => session.closeDialog(),
    replayFromCompletion: () => {
      const way = state.dialog?.kind === 'complete' ? replayOf(state.dialog.completion) : 'play-again';
      session.closeDialog();
      replay(way);
    },
    confirmReset: () => {
      dispatch({ type: 'close' });
      replay('start-over');
    },
    save: (fileName: string) => {
      downloadCode(fileName, code.currentCode());
      dispatch({ type: 'close' });
    },
    load: (loaded: string) => {
      setCode(loaded);
      dispatch({ type: 'close' });
    },
    stop: () => session.stop(),
    answerPopup: session.answerPopup.bind(session),
    setPanel: (panel: Panel) => dispatch({ type: 'panel', panel }),
    setSpeed: (speed: GameSpeed) => {
      dispatch({ type: 'speed', speed });
      storeGameSpeed(browserStorage(), speed);
      session.setSpeed(speed);
    },
    setMuted: (muted: boolean) => {
      dispatch({ type: 'muted', muted });
      browserStorage()?.setItem(MUTE_KEY, muted ? '1' : '0');
    },
    setAssistant: (on: boolean) => {
      dispatch({ type: 'assistant', on });
      writeAssistantSwitch(browserStorage(), on);
    },
    dismissTip: () => dispatch({ type: 'tip-dismissed', run: session.getSnapshot().runsFinished }),
    applyTip: (tipCode: string) => {
      setCode(tipCode);
      dispatch({ type: 'tip-dismissed', run: session.getSnapshot().runsFinished });
    },
    zoom: (direction: 1 | -1) => bus.toScene.emit('zoom-step', direction),
    follow: () => bus.toScene.emit('follow', undefined),
  };
}
