import type { Level } from '@codehop/engine';
import type { LineEvent } from './replay.ts';
import type { Tip } from './tip.ts';

/** What a run reported, as the runner gives it (only the parts the coach reads). */
export interface CoachRun {
  readonly completed: boolean;
  readonly error: {
    readonly kind: string;
    readonly message: string;
    readonly line: number | null;
    readonly code?: string;
    /** The runner's words as a key and parameters (names, numbers, code), and its hint's. */
    readonly key?: string;
    readonly params?: Readonly<Record<string, unknown>>;
    readonly hint?: string | null;
    readonly hintKey?: string;
    readonly hintParams?: Readonly<Record<string, unknown>>;
  } | null;
  readonly events: readonly LineEvent[];
  readonly variables: Readonly<Record<string, unknown>>;
  readonly goals: readonly { readonly score: number; readonly maxScore: number; readonly [key: string]: unknown }[];
}

export interface CoachInput {
  readonly level: Level;
  readonly code: string;
  /** The run of `code` (the coach runs it itself when absent). */
  readonly run?: CoachRun;
  /** The level's reference solution, when the game has one: the last resort for the next step. */
  readonly solution?: string | null;
  /** Milliseconds the coach may spend running its proposals; it answers with words when they are spent. */
  readonly budgetMs?: number;
}

/** Runs a program against the level with the real runner and engine (injected: the coach stays pure). */
export type CheckRun = (code: string) => Promise<CoachRun>;

export interface CoachAnswer {
  readonly tip: Tip;
  /** Whether `resulted_code` was run and got further than the learner's code. */
  readonly checked: boolean;
  readonly runs: number;
}

/** A proposed program and the tip that explains it; the coach runs it before offering it. */
export interface Candidate {
  readonly code: string;
  readonly tip: Tip;
}

/** A candidate that costs a run to work out (the loop body's): made only when the ones before it failed. */
export type LazyCandidate = () => Promise<Candidate | null>;
