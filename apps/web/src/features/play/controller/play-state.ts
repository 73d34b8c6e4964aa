import type { AccessModal } from '../dialogs/access-dialogs.tsx';
import type { CompletionKind } from '../dialogs/completion-dialogs.tsx';
import { CERTIFICATE_LEVEL, completionDialog, type LevelNeighbours, type NavCourse } from '../model/level-navigation.ts';
import { exhaustedModal, type Refusal, type RunVerdict, type Viewer } from '../model/run-access.ts';
import type { GameSpeed } from '../model/speed.ts';
import type { SessionDialog } from '../run/session-types.ts';

/**
 * The play page's decisions (gameplay §4, §5, §8), in one pure reducer: which dialog is open,
 * which panel a phone shows, what Run does before any code runs, what a refusal opens, the
 * speed, the sound, the assistant switch and its dismissed tip. The run itself (the worker, the
 * scene, the verdict of a run) is the session's (run/play-session.ts); its verdicts arrive here
 * as `verdict` events. `use-play-controller.ts` wires this to React; the views only show it.
 */

/** The screen's own dialogs, opened from its buttons. */
export type ToolDialog = 'reset' | 'save' | 'load' | 'map' | 'help' | 'book' | 'guide' | 'see';
export type RunDialog = Exclude<SessionDialog, { kind: 'completed' }>;

/** The one dialog on screen (at most one at a time). */
export type PlayDialog =
  | { readonly kind: ToolDialog }
  /** Who may run (gameplay §4, §5): sign-up, spent attempts, every fourth anonymous run. */
  | { readonly kind: 'access'; readonly modal: AccessModal }
  /** A parent or teacher with no student chosen. */
  | { readonly kind: 'choose-student' }
  /** A run ended in an error, a timeout, a too-long program, or Python being unavailable. */
  | { readonly kind: 'run'; readonly run: RunDialog }
  /** A run completed the level: which of the completion dialogs. */
  | { readonly kind: 'complete'; readonly completion: CompletionKind };

export type Panel = 'code' | 'game';

export interface PlayState {
  readonly dialog: PlayDialog | null;
  /** The half a phone shows (both show on a wide screen). */
  readonly panel: Panel;
  readonly speed: GameSpeed;
  readonly muted: boolean;
  /** The server said today's attempts are spent: later presses open the prompt without asking. */
  readonly activationsExceeded: boolean;
  /** The assistant switch as the child left it. */
  readonly assistantOn: boolean;
  /** The finished run whose tip the child dismissed (or applied). */
  readonly dismissedTip: number | null;
  /** The code of the last run, which the assistant's tip is about. */
  readonly ranCode: string;
  /** The session's last verdict seen (so each verdict is decided once). */
  readonly verdict: SessionDialog | null;
}

/** What the completion decision needs to know about the level. */
export interface LevelPlace {
  readonly creative: boolean;
  readonly slug: string;
  readonly course: NavCourse | undefined;
}

export type PlayEvent =
  | { readonly type: 'open'; readonly dialog: ToolDialog | 'choose-student' }
  | { readonly type: 'close' }
  /** "Fix it and try again": on a phone that happens in the code, not on the map. */
  | { readonly type: 'close-run-dialog'; readonly narrow: boolean }
  /** Run was pressed and `runAccess` judged it; `code` is what runs when the verdict is 'run'. */
  | { readonly type: 'run-pressed'; readonly verdict: RunVerdict; readonly viewer: Viewer; readonly narrow: boolean; readonly code: string }
  /** The server refused to count the attempt. */
  | { readonly type: 'refused'; readonly refusal: Refusal; readonly viewer: Viewer }
  /** The session's verdict changed (a run ended, or Reset / a new run cleared it). */
  | { readonly type: 'verdict'; readonly verdict: SessionDialog | null; readonly place: LevelPlace }
  | { readonly type: 'panel'; readonly panel: Panel }
  | { readonly type: 'speed'; readonly speed: GameSpeed }
  | { readonly type: 'muted'; readonly muted: boolean }
  | { readonly type: 'assistant'; readonly on: boolean }
  | { readonly type: 'tip-dismissed'; readonly run: number };

export function initialPlayState(stored: { readonly speed: GameSpeed; readonly muted: boolean; readonly assistantOn: boolean }): PlayState {
  return { dialog: null, panel: 'code', activationsExceeded: false, dismissedTip: null, ranCode: '', verdict: null, ...stored };
}

/** Which completion dialog a finished level opens (gameplay §4). */
export function completionOf(place: LevelPlace): CompletionKind {
  if (place.creative) return 'creative-complete';
  if (place.slug === CERTIFICATE_LEVEL) return 'certificate';
  return completionDialog(place.course, place.slug);
}

/** Where the completion dialog's Next leads: read while it is open, as the course refreshes. */
export type NextStep =
  | { readonly kind: 'level'; readonly slug: string }
  /** The next level is in a chapter not bought: the dialog offers the way to unlock it. */
  | { readonly kind: 'locked' }
  /** A class with quizzes on: the chapter's quiz comes before the next chapter. */
  | { readonly kind: 'quiz'; readonly path: string }
  | { readonly kind: 'none' };

export function nextStep(next: LevelNeighbours['next']): NextStep {
  if ('slug' in next) return { kind: 'level', slug: next.slug };
  if (next.blocked === 'LEVEL_LOCKED') return { kind: 'locked' };
  if (next.blocked === 'QUIZ_REQUIRED') return { kind: 'quiz', path: next.quiz };
  return { kind: 'none' };
}

/**
 * The ways back to the level's start. "Play again" in a finished level's dialog resets the map and
 * keeps the child's program, so a solution is never lost by watching it once more; Reset (after its
 * confirmation) and a creative level's Replay start over from the template (gameplay §2).
 */
export type Replay = 'play-again' | 'start-over';

/** Which way the completion dialog's replay button goes. */
export function replayOf(completion: CompletionKind): Replay {
  return completion === 'creative-complete' ? 'start-over' : 'play-again';
}

/** The editor's code after a replay. */
export function codeAfterReplay(replay: Replay, current: string, template: string): string {
  return replay === 'play-again' ? current : template;
}

/** The dialogs a verdict may replace or close: the run's own. */
function isRunOutcome(dialog: PlayDialog | null): boolean {
  return dialog?.kind === 'run' || dialog?.kind === 'complete';
}

function decideVerdict(state: PlayState, verdict: SessionDialog | null, place: LevelPlace): PlayState {
  if (verdict === state.verdict) return state;
  if (verdict === null) return { ...state, verdict, dialog: isRunOutcome(state.dialog) ? null : state.dialog };
  const dialog: PlayDialog = verdict.kind === 'completed' ? { kind: 'complete', completion: completionOf(place) } : { kind: 'run', run: verdict };
  return { ...state, verdict, dialog };
}

function decideRunPress(state: PlayState, event: Extract<PlayEvent, { type: 'run-pressed' }>): PlayState {
  switch (event.verdict) {
    case 'choose-student':
      return { ...state, dialog: { kind: 'choose-student' } };
    case 'sign-up':
    case 'mobile-sign-up':
    case 'frequent-execution':
      return { ...state, dialog: { kind: 'access', modal: event.verdict } };
    case 'attempts-exhausted':
      return { ...state, dialog: { kind: 'access', modal: exhaustedModal(event.viewer) } };
    case 'run':
      // On a phone the run is watched on the map.
      return { ...state, ranCode: event.code, panel: event.narrow ? 'game' : state.panel };
  }
}

/** A refused attempt (the run was stopped before it showed): payment leaves the page instead. */
function decideRefusal(state: PlayState, refusal: Refusal, viewer: Viewer): PlayState {
  switch (refusal.kind) {
    case 'attempts-exhausted':
      return { ...state, activationsExceeded: true, dialog: { kind: 'access', modal: exhaustedModal(viewer) } };
    case 'sign-up':
      return { ...state, dialog: { kind: 'access', modal: 'sign-up' } };
    case 'choose-student':
      return { ...state, dialog: { kind: 'choose-student' } };
    case 'payment':
      return state;
  }
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'open':
      return { ...state, dialog: { kind: event.dialog } };
    case 'close':
      return state.dialog === null ? state : { ...state, dialog: null };
    case 'close-run-dialog':
      return { ...state, dialog: null, panel: event.narrow ? 'code' : state.panel };
    case 'run-pressed':
      return decideRunPress(state, event);
    case 'refused':
      return decideRefusal(state, event.refusal, event.viewer);
    case 'verdict':
      return decideVerdict(state, event.verdict, event.place);
    case 'panel':
      return { ...state, panel: event.panel };
    case 'speed':
      return { ...state, speed: event.speed };
    case 'muted':
      return { ...state, muted: event.muted };
    case 'assistant':
      return { ...state, assistantOn: event.on };
    case 'tip-dismissed':
      return { ...state, dismissedTip: event.run };
  }
}

/** The screen's tool dialog that is open, if any (the views open one each). */
export function toolDialog(state: PlayState): ToolDialog | null {
  const dialog = state.dialog;
  return dialog === null || dialog.kind === 'access' || dialog.kind === 'choose-student' || dialog.kind === 'run' || dialog.kind === 'complete' ? null : dialog.kind;
}
