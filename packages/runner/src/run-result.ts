import type { Level } from '@codehop/engine';
import type { RunnerEvent } from './runner-event.ts';

export type RunErrorKind = 'syntax' | 'python' | 'game' | 'timeout' | 'limit' | 'stopped';

export interface RunError {
  readonly kind: RunErrorKind;
  /** One line for the dialog: the last line of the trace, or the game's child-friendly text. */
  readonly message: string;
  /** The line in the learner's program, or null when no line of theirs is involved. */
  readonly line: number | null;
  /** The traceback without the runner's own frames. */
  readonly trace: string;
  /** A friendly hint for a common beginner mistake, when one applies (English; `hintKey` is the same in words of any language). */
  readonly hint: string | null;
  /**
   * The message as an i18n key and its parameters (names, numbers, code only): `engine.refusal.*`
   * for game refusals and the action cap, `runner.*` for Python's errors, the timeout and crashes,
   * `codeEditor.exceededMaxLines` for the line limit. `message` is the same in English.
   */
  readonly key?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** The hint as an i18n key (`runner.hint.*`) and its parameters. */
  readonly hintKey?: string;
  readonly hintParams?: Readonly<Record<string, unknown>>;
  /** The engine's refusal code for game errors. */
  readonly code?: string;
}

export interface GoalProgressView {
  readonly score: number;
  readonly maxScore: number;
  readonly [key: string]: unknown;
}

export interface RunResult {
  readonly completed: boolean;
  readonly error: RunError | null;
  readonly stdout: string;
  /** What the program wrote to sys.stderr (warnings, print(..., file=sys.stderr)), capped like stdout. */
  readonly stderr: string;
  readonly events: readonly RunnerEvent[];
  readonly variables: Readonly<Record<string, unknown>>;
  /** The engine's goal progress after the run (empty without a level). */
  readonly goals: readonly GoalProgressView[];
  /** Wall-clock milliseconds the program spent running, pauses excluded. */
  readonly durationMs: number;
}

/** What the worker sends back; the host adds the streamed events and its own timing. */
export interface WorkerRunResult {
  readonly completed: boolean;
  readonly error: RunError | null;
  readonly stdoutTail: string;
  readonly stderr: string;
  readonly eventsTail: readonly RunnerEvent[];
  readonly variables: Readonly<Record<string, unknown>>;
  readonly goals: readonly GoalProgressView[];
  /** Bytes of WebAssembly memory in use, so the host can recycle a bloated worker. */
  readonly heapBytes: number;
  /** Pyodide cannot run again (exited or crashed): the host starts a fresh worker. */
  readonly fatal: boolean;
}

export interface RunRequest {
  readonly code: string;
  /** A level parsed with the engine's levelSchema, or null for plain Python with no game. */
  readonly level: Level | null;
  readonly actionLimit?: number;
  readonly seed?: number;
  /** Python time allowed for this run, pauses excluded; the runner's own limit (5 s) otherwise. */
  readonly timeLimitMs?: number;
  /** Sleeping moves the program's clocks instead of waiting (the coach's checks on the server). */
  readonly virtualTime?: boolean;
}

export const TIMEOUT_MESSAGE = 'Execution time exceeded 5 seconds. Code stopped to prevent crashing.';
export const NOT_INITIALIZED_MESSAGE = 'Pyodide worker is not initialized.';
export const RESETTING_MESSAGE = 'Worker is busy resetting. Please wait a moment and try again.';
export const BUSY_MESSAGE = 'A program is already running. Stop it before running again.';
