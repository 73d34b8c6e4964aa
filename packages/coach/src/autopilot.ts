import type { Level } from '@codehop/engine';
import type { CheckRun, CoachRun } from './coach-run.ts';
import { coachTip } from './coach.ts';
import { furtherThan } from './progress.ts';
import type { Tip } from './tip.ts';

/** Who gives the tip: by default the coach in this process; the bench asks the server's sandbox pool. */
export type Tipper = (code: string, run: CoachRun) => Promise<Tip>;

export interface AutopilotResult {
  readonly solved: boolean;
  readonly tips: number;
  /** An applied tip made the code worse (fewer goals or a new error): must never happen. */
  readonly worse: boolean;
  readonly tipMs: readonly number[];
}

function score(run: CoachRun): number {
  return run.goals.reduce((sum, goal) => sum + Math.min(goal.score, goal.maxScore), 0);
}

/**
 * A child who always follows the coach: start from the template, run, ask for a tip, apply its
 * code, run again, until the level is complete or `maxTips` tips were given.
 */
export async function autopilot(
  level: Level,
  template: string,
  solution: string | null,
  check: CheckRun,
  maxTips = 12,
  tipper: Tipper = async (code, run) => (await coachTip({ level, code, run, solution }, check)).tip,
): Promise<AutopilotResult> {
  let code = template;
  let run = await check(code);
  const tipMs: number[] = [];
  let worse = false;
  for (let tips = 0; tips < maxTips; tips += 1) {
    if (run.completed) return { solved: true, tips, worse, tipMs };
    const started = performance.now();
    const tip = await tipper(code, run);
    tipMs.push(performance.now() - started);
    if (tip.resulted_code === null) return { solved: false, tips: tips + 1, worse, tipMs };
    const next = await check(tip.resulted_code);
    const gotFurther = furtherThan(
      { completed: next.completed, score: score(next), error: next.error },
      { completed: run.completed, score: score(run), error: run.error },
    );
    if (!gotFurther) worse = true;
    code = tip.resulted_code;
    run = next;
  }
  return { solved: run.completed, tips: maxTips, worse, tipMs };
}
