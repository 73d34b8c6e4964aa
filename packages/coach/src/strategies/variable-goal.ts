import type { LevelGoal } from '@codehop/engine';
import { joinCode, lineOf, pythonValue } from '../code-lines.ts';
import type { Candidate } from '../coach-run.ts';
import { tip } from '../coach-texts.ts';
import type { Tip } from '../tip.ts';

/** An assign or compare goal not met: set the variable to the value the goal wants (in place, or at the end). */
export function variableGoalCandidates(lines: readonly string[], goal: LevelGoal): Candidate[] {
  const name = goal.variable ?? '';
  const value = goal.action === 'compare' ? goal.expectedData : goal.count ?? (goal.type !== '' ? goal.type : goal.data);
  if (name === '' || value === undefined) return [];
  const words = (extra: Partial<Tip>): Tip => tip('coach.variable', { variable: name, value: pythonValue(value) }, extra);
  const assigned = lines.findIndex((text) => new RegExp(`^${name}\\s*=`).test(text));
  const wanted = `${name} = ${pythonValue(value)}`;
  const candidates: Candidate[] = [];
  if (assigned >= 0) {
    const next = [...lines];
    next[assigned] = wanted;
    candidates.push({ code: joinCode(next), tip: words({ line_number: assigned + 1, code_to_modify: lineOf(lines, assigned), code_to_add: wanted }) });
  }
  candidates.push({ code: joinCode([...lines, wanted]), tip: words({ line_number: lines.length + 1, code_to_add: wanted }) });
  return candidates;
}
