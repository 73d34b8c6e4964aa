import { coachText, type Tip } from '@codehop/coach';
import type { Level } from '@codehop/engine';
import type { LearnerCodePool } from './pool.ts';

/** The learner's own run gets the runner's usual limit; the coach's checks share the rest of the budget. */
export const TIP_RUN_LIMIT_MS = 5000;
export const TIP_COACH_BUDGET_MS = 2500;
/** The whole job (the pool kills the process past this plus its grace). */
const TIP_JOB_LIMIT_MS = TIP_RUN_LIMIT_MS + TIP_COACH_BUDGET_MS + 1500 + 500;

/** The tip for a program that was stopped (one that never ends, or one that broke the interpreter). */
export function ranTooLongTip(line: number | null): Tip {
  const params = { line: line ?? '?' };
  return {
    text: coachText('coach.timeout', params),
    code_to_add: null,
    code_to_modify: null,
    line_number: line,
    resulted_code: null,
    is_code_sufficient: false,
    text_key: 'coach.timeout',
    text_params: params,
    source: 'coach',
  };
}

/** The coach's tip for a program on a level, worked out in a sandboxed process of the pool. */
export async function levelTipInPool(pool: LearnerCodePool, level: Level, code: string, solution: string | null): Promise<Tip> {
  const result = await pool.run({
    level,
    code,
    timeLimitMs: TIP_JOB_LIMIT_MS,
    tip: { solution, runLimitMs: TIP_RUN_LIMIT_MS, budgetMs: TIP_COACH_BUDGET_MS },
  });
  return result.tip ?? ranTooLongTip(result.error?.line ?? null);
}
