import { createState, type GameState } from '@codehop/engine';
import { RunnerUnavailableError, type PauseAnswer, type PauseRequest, type RunError, type RunHandlers, type RunnerStatus, type RunResult } from '@codehop/runner';
import { sayNow } from '../../../components/tip-card/run-words.ts';
import { STEPS_SHOWN_AT_ACTION_CAP, TIMING } from '../model/constants.ts';
import { goalsFromResult, initialGoals, scoreGoal } from '../model/goal-view.ts';
import { canRun } from '../model/run-gate.ts';
import { GAME_SPEEDS, type GameSpeed } from '../model/speed.ts';
import type { Tile } from '../../../lib/game/play-bus.ts';
import { Playback, type PausePrompt, type PlayEvent } from './playback.ts';
import { PointerWalk } from './pointer-walk.ts';
import { errorVerdict, mark } from './run-verdict.ts';
import { RunBlockedError, type RunnerLike, type SessionOptions, type SessionSnapshot } from './session-types.ts';

// The types live in session-types.ts; these are re-exported for the session's callers and tests.
export { RunBlockedError, type RunnerLike, type RunOutcome, type SessionDialog, type SessionSnapshot } from './session-types.ts';

function defaultWait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The runner's key for a program stopped by the engine's action cap. */
const ACTION_CAP_KEY = 'engine.refusal.action_limit';

type End = { readonly result: RunResult; readonly code: string };

/**
 * One level being played: the run loop of gameplay §4 "Execution" between the editor, the
 * runner's worker and the game view. React reads it through `subscribe` / `getSnapshot`.
 */
export class PlaySession {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private playback: Playback<End> | null = null;
  private readonly pointer: PointerWalk;
  private popupAnswer: ((answer: PauseAnswer) => void) | null = null;
  private idle: GameState;
  private runToken = 0;
  private readonly wait: (ms: number) => Promise<void>;
  private disposed = false;
  private blockedHandler: ((error: RunBlockedError) => void) | undefined;

  constructor(private readonly options: SessionOptions) {
    this.wait = options.wait ?? defaultWait;
    this.blockedHandler = options.onBlocked;
    this.idle = createState(options.level);
    this.pointer = new PointerWalk({ bus: options.bus, animate: (event) => this.animate(event), walking: (walking) => this.update({ walking }) });
    this.snapshot = {
      runner: options.runner.status,
      running: false,
      initiated: false,
      stopping: false,
      executedOnce: false,
      line: null,
      errorLine: null,
      popup: null,
      dialog: null,
      goals: initialGoals(options.level.levelGoals),
      speed: options.speed,
      sceneReady: false,
      completed: false,
      stdout: '',
      walking: false,
      outcome: null,
      runsFinished: 0,
      guardianWithoutStudent: false,
    };
    this.attach();
  }

  /**
   * Listens to the runner and the scene; the constructor does it, and the screen again after a
   * `dispose()` that was not the end (React's StrictMode runs every effect cleanup once in development).
   */
  attach(): void {
    if (this.cleanups.length > 0) return;
    const { options } = this;
    this.disposed = false;
    this.update({ runner: options.runner.status });
    this.cleanups.push(
      options.runner.onStatus((status) => {
        this.update({ runner: status, stopping: this.snapshot.stopping && status !== 'ready' && status !== 'failed' });
      }),
      options.bus.fromScene.on('scene-ready', () => this.update({ sceneReady: true })),
      options.bus.fromScene.on('tile-clicked', (tile) => this.walkTo(tile)),
    );
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  private update(patch: Partial<SessionSnapshot>): void {
    if (this.disposed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  get tileMs(): number {
    return GAME_SPEEDS[this.snapshot.speed];
  }

  setSpeed(speed: GameSpeed): void {
    this.update({ speed });
  }

  canRun(): boolean {
    const s = this.snapshot;
    return canRun({
      isCodeExecuted: !s.stopping,
      isCodeRunning: s.running,
      isRunningInitiated: s.initiated,
      isWorkerBusy: s.runner !== 'ready',
      isLoading: !s.sceneReady,
      isGuardianWithoutStudent: s.guardianWithoutStudent,
    });
  }

  /** The screen's handler changes with who is signed in; the newest one answers a refusal. */
  setBlockedHandler(handler: ((error: RunBlockedError) => void) | undefined): void {
    this.blockedHandler = handler;
  }

  setGuardianWithoutStudent(value: boolean): void {
    if (value !== this.snapshot.guardianWithoutStudent) this.update({ guardianWithoutStudent: value });
  }

  /** Run: record the attempt, reset the scene (200 ms, then 500 ms), run, and show the events. */
  async run(code: string): Promise<void> {
    if (!this.canRun()) return;
    const token = ++this.runToken;
    mark('play:run-pressed');
    this.stopPointerWalk();
    this.update({ initiated: true, executedOnce: true, errorLine: null, dialog: null, completed: false, stdout: '', line: null, outcome: null });
    // The attempt is recorded while the scene resets, so the server's answer costs no waiting.
    const recorded = (this.options.recordAttempt?.(code) ?? Promise.resolve()).then(
      () => null,
      // Recording is best effort: a server hiccup never keeps a child from running code.
      (error: unknown) => (error instanceof RunBlockedError ? error : null),
    );
    this.resetScene();
    await this.wait(TIMING.runDelaysMs[0]);
    if (token !== this.runToken || this.disposed) return;
    this.update({ running: true, initiated: false });
    this.options.bus.toScene.emit('set-running', true);
    // The scene's settle time (500 ms) runs alongside the program's start: the child sees the
    // same pause before the first step, and Python's clock is not kept waiting for it.
    // A refused attempt (daily limit) stops the program before the child sees any of it.
    const settled = Promise.all([this.wait(TIMING.runDelaysMs[1]), recorded]).then(([, blocked]) => {
      if (!blocked || token !== this.runToken) return;
      this.halt();
      if (this.blockedHandler) this.blockedHandler(blocked);
      else this.update({ dialog: { kind: 'unavailable', message: blocked.message } });
    });
    const playback = new Playback<End>(
      {
        animate: (event) => this.animate(event),
        showLine: (line) => this.update({ line }),
        pause: (prompt) => this.showPopup(prompt),
        end: (end) => this.finish(end),
      },
      settled,
    );
    this.playback = playback;
    const handlers: RunHandlers = {
      onEvents: (events) => playback.push(events.map((event) => ({ kind: 'event', event: event as PlayEvent }))),
      onStdout: (text) => this.update({ stdout: (this.snapshot.stdout + text).slice(-20_000) }),
      onPause: (pause: PauseRequest) => playback.push([{ kind: 'pause', pause }]),
    };
    try {
      mark('play:program-start');
      const result = await this.options.runner.run({ code, level: this.options.level }, handlers);
      mark('play:program-end');
      if (result.error?.key === ACTION_CAP_KEY) playback.keepFirst(STEPS_SHOWN_AT_ACTION_CAP);
      playback.push([{ kind: 'end', end: { result, code } }]);
    } catch (error) {
      playback.cancel();
      this.playback = null;
      // Why Python cannot run now, in the child's language (the runner's reason as a key).
      const message = error instanceof RunnerUnavailableError ? sayNow(`runner.unavailable.${error.reason}`) : error instanceof Error ? error.message : String(error);
      this.update({ running: false, initiated: false, dialog: { kind: 'unavailable', message } });
      this.options.bus.toScene.emit('set-running', false);
    }
  }

  /**
   * The child's Stop: the run ends with no dialog and no tip, and its outcome says it was stopped
   * so the narration can tell a screen reader (the button's change alone is not announced).
   */
  stop(): void {
    if (!this.snapshot.running && !this.snapshot.initiated) return;
    this.halt();
    this.update({ outcome: { kind: 'stopped' } });
  }

  /** Ends what runs: the queue is dropped and the worker interrupted (or replaced). */
  private halt(): void {
    if (!this.snapshot.running && !this.snapshot.initiated) return;
    this.runToken += 1;
    this.playback?.cancel();
    this.playback = null;
    this.closePopup({ kind: 'stopped' });
    const runner: RunnerLike = this.options.runner;
    const busy = runner.status === 'running';
    if (busy) runner.stop();
    this.update({ running: false, initiated: false, stopping: busy && !this.workerIdle(), line: null });
    this.options.bus.toScene.emit('set-running', false);
  }

  private workerIdle(): boolean {
    const status: RunnerStatus = this.options.runner.status;
    return status === 'ready' || status === 'failed';
  }

  /** Reset scene and player (gameplay §4): goals, items, the player at start facing up. */
  resetScene(): void {
    this.stopPointerWalk();
    this.idle = createState(this.options.level);
    this.update({ goals: initialGoals(this.options.level.levelGoals), line: null });
    this.options.bus.toScene.emit('reset-scene', undefined);
  }

  /** Reset button: stop whatever runs, clear errors, put the level back as it began. */
  reset(): void {
    this.halt();
    this.update({ errorLine: null, dialog: null, completed: false, outcome: null });
    this.resetScene();
  }

  answerPopup(answer: PauseAnswer): void {
    this.closePopup(answer);
  }

  closeDialog(): void {
    this.update({ dialog: null });
  }

  /** Stops what runs and stops listening; `attach()` brings it back. */
  dispose(): void {
    if (this.disposed) return;
    this.halt();
    this.stopPointerWalk();
    this.disposed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private animate(event: PlayEvent): Promise<void> {
    if (event.type === 'goal-scored') this.update({ goals: scoreGoal(this.snapshot.goals, event) });
    return new Promise((resolve) => {
      this.options.bus.toScene.emit('animate', { event, tileMs: this.tileMs, done: resolve });
    });
  }

  private showPopup(prompt: PausePrompt): Promise<void> {
    this.options.bus.toScene.emit('set-paused', true);
    this.update({ popup: prompt });
    return new Promise((resolve) => {
      this.popupAnswer = (answer) => {
        this.options.runner.answer(answer);
        resolve();
      };
    });
  }

  private closePopup(answer: PauseAnswer): void {
    const pending = this.popupAnswer;
    this.popupAnswer = null;
    if (this.snapshot.popup) {
      this.update({ popup: null });
      this.options.bus.toScene.emit('set-paused', false);
    }
    pending?.(answer);
  }

  private finish({ result, code }: End): void {
    this.playback = null;
    this.options.bus.toScene.emit('set-running', false);
    const goals = goalsFromResult(this.snapshot.goals, result.goals);
    this.update({ running: false, initiated: false, goals, line: null, runsFinished: this.snapshot.runsFinished + 1 });
    const error = result.error;
    if (error) {
      this.showError(error);
      return;
    }
    if (!result.completed) this.update({ outcome: { kind: 'unfinished' } });
    if (result.completed) {
      this.update({ completed: true, outcome: { kind: 'completed' } });
      this.options.onCompleted?.(code);
      const token = this.runToken;
      void this.wait(TIMING.completionDialogMs).then(() => {
        if (token === this.runToken && this.snapshot.completed) this.update({ dialog: { kind: 'completed' } });
      });
    }
  }

  private showError(error: RunError): void {
    const verdict = errorVerdict(error);
    if (verdict === null) return;
    this.update({ dialog: verdict.dialog, outcome: verdict.outcome, ...(verdict.errorLine === undefined ? {} : { errorLine: verdict.errorLine }) });
  }

  // ------------------------------------------------------------- pointer movement

  private walkTo(tile: Tile): void {
    const s = this.snapshot;
    if (s.running || s.initiated || s.popup || s.walking || !s.sceneReady) return;
    this.idle = this.pointer.walk(this.idle, tile);
  }

  private stopPointerWalk(): void {
    this.pointer.stop();
  }
}
