import type { Tip } from '@codehop/coach';
import type { Level } from '@codehop/engine';

/** One program for a sandboxed process: a level run (level set) or plain Python (level null). */
export interface SandboxJob {
  readonly level: Level | null;
  readonly code: string;
  readonly timeLimitMs: number;
  /** A tip job (tip-job.ts): run the program, then ask the coach, which checks its proposals by running them. */
  readonly tip?: { readonly solution: string | null; readonly runLimitMs: number; readonly budgetMs: number };
}

/** What a sandboxed run reports back: the engine's verdict, the error's essentials, the printed text. */
export interface SandboxResult {
  readonly completed: boolean;
  readonly error: {
    /** The runner's kinds, plus `crash` (the process died) and `busy` (the queue was full). */
    readonly kind: 'syntax' | 'python' | 'game' | 'timeout' | 'limit' | 'stopped' | 'crash';
    readonly message: string;
    readonly line: number | null;
  } | null;
  readonly stdout: string;
  readonly durationMs: number;
  /** The coach's tip, for a tip job. */
  readonly tip?: Tip;
}

export type ParentMessage = { readonly type: 'run'; readonly id: number; readonly job: SandboxJob };

export type ChildMessage =
  /** Warm: the next job starts at once (sent at boot and after the runner replaced its thread). */
  | { readonly type: 'ready'; readonly bootMs: number }
  /** The runner is replacing its thread (after a timeout or a bloated heap): send nothing until ready. */
  | { readonly type: 'resetting' }
  /** The job's program starts now: the parent's kill clock starts here. */
  | { readonly type: 'started'; readonly id: number }
  | { readonly type: 'result'; readonly id: number; readonly result: SandboxResult };
