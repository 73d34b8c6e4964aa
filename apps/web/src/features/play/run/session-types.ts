import type { Level } from '@codehop/engine';
import type { PauseAnswer, RunHandlers, RunnerStatus, RunRequest, RunResult } from '@codehop/runner';
import type { GoalView } from '../model/goal-view.ts';
import type { Refusal } from '../model/run-access.ts';
import type { GameSpeed } from '../model/speed.ts';
import type { PlayBus } from '../../../lib/game/play-bus.ts';
import type { PausePrompt } from './playback.ts';

// What a play session shows and takes: its snapshot (read by React), its verdicts (the run's
// dialogs, which the screen's controller turns into what opens) and its options.

/** The part of the runner host the session uses (a fake in tests). */
export interface RunnerLike {
  readonly status: RunnerStatus;
  onStatus(listener: (status: RunnerStatus) => void): () => void;
  run(request: RunRequest, handlers?: RunHandlers): Promise<RunResult>;
  answer(answer: PauseAnswer): void;
  stop(): void;
}

export type SessionDialog =
  /** `python`: Python's own line for a Python error (code, not words), shown beside the child's-language message. */
  | { readonly kind: 'error'; readonly message: string; readonly python?: string | null; readonly trace: string; readonly hint: string | null; readonly line: number | null; readonly game: boolean }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'too-long'; readonly message: string; readonly hint: string | null }
  | { readonly kind: 'unavailable'; readonly message: string }
  | { readonly kind: 'completed' };

/** A message as a key of the app's namespaces and its parameters (components/tip-card/run-words.ts). */
export interface RunWords {
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** How the last run ended, for the assistant's tip (gameplay §4): null while running or before. */
export type RunOutcome =
  /**
   * `message`: the English (for the server's language model); `words`: the same as a key and its
   * parameters, what the child reads (null only for an error the runner sent without a key).
   */
  | { readonly kind: 'failed'; readonly message: string; readonly line: number | null; readonly timedOut?: boolean; readonly words?: RunWords | null }
  | { readonly kind: 'unfinished' }
  | { readonly kind: 'completed' }
  /** The child pressed Stop: no tip, and the narration says so. */
  | { readonly kind: 'stopped' };

export interface SessionSnapshot {
  readonly runner: RunnerStatus;
  /** isCodeRunning: the program runs or its events are still being shown. */
  readonly running: boolean;
  /** isRunningInitiated: Run was pressed and the scene is resetting before the program starts. */
  readonly initiated: boolean;
  /** Stop was pressed and the worker has not come back yet. */
  readonly stopping: boolean;
  /** Code has run at least once on this level (unlocks Help). */
  readonly executedOnce: boolean;
  readonly line: number | null;
  readonly errorLine: number | null;
  readonly popup: PausePrompt | null;
  readonly dialog: SessionDialog | null;
  readonly goals: readonly GoalView[];
  readonly speed: GameSpeed;
  readonly sceneReady: boolean;
  readonly completed: boolean;
  readonly stdout: string;
  /** Pointer walk in progress (execution mode "pointer movement"). */
  readonly walking: boolean;
  readonly outcome: RunOutcome | null;
  /** Counts finished runs, so a tip belongs to one run. */
  readonly runsFinished: number;
  /** A signed-in parent or teacher with no student chosen (gameplay §5): no run, reset, save, load. */
  readonly guardianWithoutStudent: boolean;
}

export interface SessionOptions {
  readonly level: Level;
  readonly bus: PlayBus;
  readonly runner: RunnerLike;
  readonly speed: GameSpeed;
  /** Called when Run is pressed, before the program starts; a rejection with `blocked` stops the run. */
  readonly recordAttempt?: (code: string) => Promise<void>;
  readonly onCompleted?: (code: string) => void;
  /** A refused attempt: the screen opens the sign-up, upgrade or choose-student prompt. */
  readonly onBlocked?: (error: RunBlockedError) => void;
  readonly wait?: (ms: number) => Promise<void>;
}

export class RunBlockedError extends Error {
  constructor(
    message: string,
    readonly refusal: Refusal | null = null,
  ) {
    super(message);
    this.name = 'RunBlockedError';
  }
}

