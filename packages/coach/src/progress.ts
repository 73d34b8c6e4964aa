import type { CoachRun } from './coach-run.ts';

/** How far a run got: what the coach compares to decide whether a proposal helps. */
export interface Progress {
  readonly completed: boolean;
  readonly score: number;
  readonly error: CoachRun['error'];
}

export function progressOf(run: CoachRun): Progress {
  return { completed: run.completed, score: run.goals.reduce((sum, goal) => sum + Math.min(goal.score, goal.maxScore), 0), error: run.error };
}

/** Gets further: completes, or scores more without a new error, or removes the error without scoring less. */
export function furtherThan(candidate: Progress, base: Progress): boolean {
  if (candidate.completed) return !base.completed;
  if (base.completed) return false;
  if (candidate.error === null) return candidate.score > base.score || (base.error !== null && candidate.score >= base.score);
  if (base.error === null) return false;
  if (candidate.error.kind === 'limit' || candidate.error.kind === 'timeout') return false;
  return candidate.score > base.score;
}

/**
 * A program that draws random numbers without a seed does something else on every run: one run
 * getting further proves nothing, so the coach never proposes such a program (a seeded one, or one
 * without chance, can be checked once for all).
 */
export function unseededRandom(code: string): boolean {
  return /\b(import\s+random|from\s+random\s+import)\b/.test(code) && !/\bseed\s*\(/.test(code);
}
