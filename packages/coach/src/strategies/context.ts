import type { createGame } from '@codehop/engine';
import type { Level } from '@codehop/engine';
import type { Candidate, CoachRun, LazyCandidate } from '../coach-run.ts';
import type { Tip } from '../tip.ts';

/** What every strategy reads: the level, the learner's program and its run, and a way to run more. */
export interface StrategyContext {
  readonly level: Level;
  /** The learner's program as written. */
  readonly code: string;
  /** The learner's program, split into lines (`\r\n` folded). */
  readonly lines: readonly string[];
  readonly solution: string | null;
  /** The learner's run. */
  readonly base: CoachRun;
  /** The game before the first command, to replay the run's events on. */
  readonly start: ReturnType<typeof createGame>;
  /** Runs a program (counted against the coach's budget). */
  readonly run: (program: string) => Promise<CoachRun>;
}

/** What a strategy proposes, in order of preference, and the words to give when none gets further. */
export interface StrategyPlan {
  readonly candidates: readonly (Candidate | LazyCandidate)[];
  readonly fallback: Tip;
}
