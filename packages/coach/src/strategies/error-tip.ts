import { checkMaxLines } from '@codehop/runner/line-limit';
import { indentOf, joinCode, lineOf, meaningful } from '../code-lines.ts';
import type { Candidate, CoachRun } from '../coach-run.ts';
import { coachText, tip } from '../coach-texts.ts';
import { errorWords } from '../error-words.ts';
import { planNextGoal, toPython } from '../plan.ts';
import { replay } from '../replay.ts';
import type { Tip } from '../tip.ts';
import type { StrategyContext, StrategyPlan } from './context.ts';
import { diagnosisCandidates, firstDivergence } from './diagnose.ts';
import { solutionCandidates, solutionRewrites } from './solution-steps.ts';

type RunError = NonNullable<CoachRun['error']>;

/** The program stopped with an error: fix the line it stopped at, or take the solution's next step. */
export function errorPlan(context: StrategyContext, error: RunError): StrategyPlan {
  const { level, lines, code, solution } = context;
  const solutionSteps = (words: Tip): Candidate[] => solutionCandidates(lines, solution, words);
  const line = error.line;
  if (error.kind === 'limit' && checkMaxLines(code, level.maxLinesOfCode) !== null) {
    return { candidates: solutionSteps(tip('coach.tooLong', {})), fallback: tip('coach.tooLong', {}) };
  }
  if (error.kind === 'timeout' || error.kind === 'limit') {
    const words = tip('coach.timeout', { line: line ?? '?' }, { line_number: line });
    return { candidates: [...diagnosisCandidates(lines, solution), ...solutionSteps(words)], fallback: words };
  }
  const lineIndex = line === null ? -1 : line - 1;
  const key = error.kind === 'syntax' ? 'coach.syntax' : error.kind === 'game' ? 'coach.refused' : 'coach.error';
  const said = errorWords(error);
  const params = { line: line ?? '?', ...said.params };
  const english = coachText(key, { line: line ?? '?', message: said.english });
  const words = (extra: Partial<Tip>): Tip => tip(key, params, { line_number: line, text: english, ...extra });
  // The one place the program leaves the reference names the real mistake (often a line or two
  // before the error); a line that is merely different where Python itself stopped keeps the error's
  // own words (a misspelt command's "Did you mean...?" says more).
  const diagnosis = diagnosisCandidates(lines, solution).filter((candidate) => {
    const bare = candidate.tip.text_key === 'coach.bugLine';
    return !(bare && (error.kind === 'syntax' || candidate.tip.line_number === line));
  });
  const candidates: Candidate[] = [...diagnosis];
  // A command that found nothing to do where the walk left the character (a collect() on an empty
  // tile): the walk before it, where the program first left the road, is the likelier mistake.
  const stoppedAt = lineIndex >= 0 ? lineOf(lines, lineIndex).trim() : '';
  if (error.kind === 'game' && stoppedAt !== '' && !/^(move_forward|turn_left|turn_right)\(/.test(stoppedAt)) {
    candidates.push(...diagnosisCandidates(lines, solution, firstDivergence));
  }
  if (lineIndex >= 0 && lineIndex < lines.length) {
    const original = lineOf(lines, lineIndex);
    if (error.kind === 'game' && indentOf(original) === '') candidates.push(...walkInsteadOf(context, lineIndex, words));
    candidates.push(...solutionSteps(words({})).filter((candidate) => candidate.tip.line_number === line));
    if (!/:\s*$/.test(original)) {
      candidates.push({ code: joinCode([...lines.slice(0, lineIndex), ...lines.slice(lineIndex + 1)]), tip: words({ code_to_modify: original, code_to_add: '' }) });
    }
  }
  candidates.push(...solutionSteps(words({})));
  candidates.push(...solutionRewrites(lines, solution, words({})));
  return { candidates, fallback: words({}) };
}

/** Replaces the refused line with the walk to the next goal from where the character was before it. */
function walkInsteadOf(context: StrategyContext, lineIndex: number, words: (extra: Partial<Tip>) => Tip): Candidate[] {
  const { lines, start, base } = context;
  const before = replay(start, base.events, (event) => event.line === lineIndex + 1);
  const plan = before === null ? null : planNextGoal(before);
  if (plan === null) return [];
  const original = lineOf(lines, lineIndex);
  const added = toPython(plan.commands);
  const head = lines.slice(0, lineIndex);
  const tail = lines.slice(lineIndex + 1);
  const extra = { code_to_modify: original, code_to_add: added.join('\n') };
  return [
    { code: joinCode([...head, ...added, ...tail]), tip: words(extra) },
    { code: joinCode([...head, ...added]), tip: words({ ...extra, code_to_modify: lines.slice(lineIndex).filter(meaningful).join('\n') }) },
  ];
}
