import { itemWords } from '@codehop/engine';
import type { Candidate, LazyCandidate } from '../coach-run.ts';
import { tip } from '../coach-texts.ts';
import { joinCode, meaningful } from '../code-lines.ts';
import { planNextGoal, toPython } from '../plan.ts';
import { replay } from '../replay.ts';
import type { Tip } from '../tip.ts';
import type { StrategyContext, StrategyPlan } from './context.ts';
import { loopBodyCandidate } from './loop-body.ts';
import { loopCountCandidates, type GoalWords } from './loop-count.ts';
import { onTrack, solutionCandidates, solutionRewrites } from './solution-steps.ts';
import { variableGoalCandidates } from './variable-goal.ts';
import { diagnosisCandidates } from './diagnose.ts';
import { neverRunLine } from './never-runs.ts';

/** Whether the program has no commands yet: nothing but imports and comments. */
export function blankProgram(lines: readonly string[]): boolean {
  return lines.filter(meaningful).every((text) => /^\s*(from\s+\S+\s+)?import\b/.test(text));
}

/** A blank program's first tip: how to start, with the first command the program needs. */
function startCandidates(context: StrategyContext): Candidate[] {
  const { lines, solution, base, start } = context;
  const words = (added: string, line: number): Tip => tip('coach.start', { line, command: added.split('\n')[0]?.trim() ?? '' }, { line_number: line, code_to_add: added });
  const out: Candidate[] = [];
  const last = lines.length - (lines.at(-1)?.trim() === '' ? 1 : 0);
  for (const candidate of solutionCandidates(lines, solution, tip('coach.start', {}))) {
    const added = candidate.tip.code_to_add ?? '';
    const line = candidate.tip.line_number ?? last + 1;
    if (candidate.tip.code_to_modify === null) out.push({ code: candidate.code, tip: words(added, line) });
  }
  const end = replay(start, base.events);
  const plan = end === null ? null : planNextGoal(end);
  if (plan !== null) {
    const added = toPython(plan.commands);
    out.push({ code: joinCode([...lines, ...added]), tip: words(added.join('\n'), last + 1) });
  }
  return out;
}

/** No error, not complete: proposals for the first goal not met, then the solution's next step. */
export function goalPlan(context: StrategyContext): StrategyPlan {
  const { level, lines, solution, base, start } = context;
  if (blankProgram(lines)) {
    const candidates = startCandidates(context);
    // Unchecked, the first piece of the reference still says how to start.
    const first = candidates.find((candidate) => candidate.tip.text_key === 'coach.start');
    return { candidates, fallback: first === undefined ? tip('coach.runAgain', {}) : { ...first.tip } };
  }
  // The one place the program leaves the reference names the real mistake; a loop count that is
  // short is told with what the loop picked ("4 of 6 strawberries"), when those words fit.
  const diagnosis = diagnosisCandidates(lines, solution);
  const loopCount = diagnosis[0]?.tip.text_key === 'coach.bugLoopCount';
  const candidates: (Candidate | LazyCandidate)[] = loopCount ? [] : [...diagnosis];
  // "On the right track" only for a program that is the start of the solution; elsewhere, a fix.
  const onTheRoad = onTrack(lines, solution);
  const stepKey = onTheRoad ? 'coach.nextStep' : 'coach.fixLine';
  const solutionSteps = (words: Tip): Candidate[] => solutionCandidates(lines, solution, words);
  const progress = base.goals;
  for (const [index, goal] of level.levelGoals.entries()) {
    const done = progress[index];
    if (done === undefined || done.score >= done.maxScore) continue;
    if (goal.action === 'assign' || goal.action === 'compare') {
      candidates.push(...variableGoalCandidates(lines, goal));
      continue;
    }
    const item = itemWords(goal.type || 'thing', done.maxScore);
    const doneCount = progress.filter((entry) => entry.score >= entry.maxScore).length;
    const goalWords: GoalWords = (next, extra = {}) => {
      const { times, needed, ...rest } = extra;
      const more: Record<string, number> = times === undefined || needed === undefined ? {} : { times, needed };
      return goal.action === 'collect'
        ? tip('coach.goalCount', { done: done.score, total: done.maxScore, item, itemType: goal.type, next, ...more }, rest)
        : tip('coach.goalsDone', { done: doneCount, total: progress.length, next, ...more }, rest);
    };
    candidates.push(...loopCountCandidates(lines, done.score, done.maxScore, goalWords));
    candidates.push(...diagnosis);
    // The learner's code is the start of the reference solution: its next statement keeps them on track.
    if (onTheRoad) candidates.push(...solutionSteps(goalWords('coach.nextStep')));
    // A loop whose rounds miss something: the walk to the next goal after one round, inside the loop.
    candidates.push(() => loopBodyCandidate(context, () => goalWords('coach.loopBody')));
    // The walk to the next goal, from where the run left the character.
    const end = replay(start, base.events);
    const plan = end === null ? null : planNextGoal(end);
    if (plan !== null) {
      const added = toPython(plan.commands);
      const last = lines.length - (lines.at(-1)?.trim() === '' ? 1 : 0);
      candidates.push({ code: joinCode([...lines, ...added]), tip: goalWords('coach.nextWalk', { line_number: last + 1, code_to_add: added.join('\n') }) });
    }
    candidates.push(...solutionSteps(goalWords(stepKey)));
    break;
  }
  candidates.push(...diagnosis, ...solutionSteps(tip(stepKey, {})));
  candidates.push(...solutionRewrites(lines, solution, tip('coach.fixLine', {})));
  const silent = neverRunLine(lines, base);
  const fallback = silent === null ? tip('coach.runAgain', {}) : tip('coach.neverRuns', { line: silent }, { line_number: silent });
  return { candidates, fallback };
}
