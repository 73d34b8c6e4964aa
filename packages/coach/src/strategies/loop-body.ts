import { indentOf, joinCode, lineOf, meaningful } from '../code-lines.ts';
import type { Candidate } from '../coach-run.ts';
import { planNextGoal, toPython, turnsBetween } from '../plan.ts';
import { replay } from '../replay.ts';
import type { Tip } from '../tip.ts';
import type { StrategyContext } from './context.ts';

/**
 * For a program whose first top-level loop does not score: runs one round only (a `break` at the end
 * of its body), plans the walk to the next goal from there with the engine, and proposes it at the
 * end of the body, turning back to the facing the round started with so the next round repeats it.
 */
export async function loopBodyCandidate(context: StrategyContext, words: () => Tip): Promise<Candidate | null> {
  const { lines, start, run } = context;
  const head = lines.findIndex((text) => /^(for|while)\b.*:\s*$/.test(text));
  if (head < 0) return null;
  let last = head;
  for (let index = head + 1; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (!meaningful(text)) continue;
    if (indentOf(text) === '') break;
    last = index;
  }
  if (last === head) return null;
  const bodyIndent = indentOf(lineOf(lines, head + 1)) || '    ';
  const once = joinCode([...lines.slice(0, last + 1), `${bodyIndent}break`, ...lines.slice(last + 1)]);
  const oneRound = await run(once);
  if (oneRound.error !== null) return null;
  const inBody = (line: number | undefined): boolean => line !== undefined && line > head + 1 && line <= last + 1;
  const before = replay(start, oneRound.events, (event) => inBody(event.line));
  const after = replay(start, oneRound.events, (event) => event.line !== undefined && event.line > last + 2);
  if (before === null || after === null) return null;
  const plan = planNextGoal(after);
  if (plan === null) return null;
  const commands = [...plan.commands, ...turnsBetween(plan.state.player.facing, before.player.facing)];
  const added = toPython(commands).map((text) => `${bodyIndent}${text}`);
  const code = joinCode([...lines.slice(0, last + 1), ...added, ...lines.slice(last + 1)]);
  return { code, tip: { ...words(), line_number: last + 2, code_to_add: added.join('\n') } };
}
