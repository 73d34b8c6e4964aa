import { createGame } from '@codehop/engine';
import { checkMaxLines } from '@codehop/runner/line-limit';
import type { Candidate, CheckRun, CoachAnswer, CoachInput, CoachRun, LazyCandidate } from './coach-run.ts';
import { tip } from './coach-texts.ts';
import { furtherThan, progressOf, unseededRandom } from './progress.ts';
import type { StrategyContext } from './strategies/context.ts';
import { errorPlan } from './strategies/error-tip.ts';
import { goalPlan } from './strategies/goal-tip.ts';

/** Proposals cost a run each; past this many the coach answers with words only. */
const MAX_RUNS = 16;

/**
 * The offline coach: looks at the run and proposes the first thing wrong or missing, checking
 * every proposed program by running it before answering. Deterministic for the same input.
 * Which proposals to try lives in `strategies/` (one module a strategy); this file runs them.
 */
export async function coachTip(input: CoachInput, check: CheckRun): Promise<CoachAnswer> {
  const { level, code } = input;
  let runs = 0;
  const started = performance.now();
  const outOfTime = (): boolean => input.budgetMs !== undefined && performance.now() - started > input.budgetMs;
  const run = async (program: string): Promise<CoachRun> => {
    const limit = checkMaxLines(program, level.maxLinesOfCode);
    if (limit !== null) return { completed: false, error: { kind: 'limit', message: limit.message, line: null }, events: [], variables: {}, goals: [] };
    runs += 1;
    return check(program);
  };
  const base = input.run ?? (await run(code));
  const baseProgress = progressOf(base);
  if (base.completed) return { tip: tip('coach.done', {}, { is_code_sufficient: true }), checked: false, runs };

  const tried = new Set<string>();
  /** The first candidate whose run gets further than the learner's, as a checked tip. */
  const attempt = async (candidates: readonly (Candidate | LazyCandidate)[]): Promise<CoachAnswer | null> => {
    for (const entry of candidates) {
      if (typeof entry === 'function' && (runs >= MAX_RUNS || outOfTime())) return null;
      const candidate = typeof entry === 'function' ? await entry() : entry;
      if (candidate === null) continue;
      if (tried.has(candidate.code) || candidate.code === code || unseededRandom(candidate.code)) continue;
      tried.add(candidate.code);
      if (runs >= MAX_RUNS || outOfTime()) return null;
      const result = await run(candidate.code);
      if (furtherThan(progressOf(result), baseProgress)) {
        return { tip: { ...candidate.tip, resulted_code: candidate.code, is_code_sufficient: result.completed }, checked: true, runs };
      }
    }
    return null;
  };

  const context: StrategyContext = {
    level,
    code,
    lines: code.replace(/\r\n/g, '\n').split('\n'),
    solution: input.solution ?? null,
    base,
    start: createGame(level),
    run,
  };
  const plan = base.error !== null ? errorPlan(context, base.error) : goalPlan(context);
  return (await attempt(plan.candidates)) ?? { tip: plan.fallback, checked: false, runs };
}
