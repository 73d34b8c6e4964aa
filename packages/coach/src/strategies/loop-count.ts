import { joinCode } from '../code-lines.ts';
import type { Candidate } from '../coach-run.ts';
import type { Tip } from '../tip.ts';

/** The words of a goal tip, with the loop's counts when the tip is about a loop. */
export type GoalWords = (next: string, extra?: Partial<Tip> & { times?: number; needed?: number }) => Tip;

/**
 * A loop one short: a `range(n)` whose count, changed, scores more. Only a loop that already scores is
 * one short; the count that would score every item comes first, then one more round.
 */
export function loopCountCandidates(lines: readonly string[], scored: number, maxScore: number, goalWords: GoalWords): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [lineIndex, text] of lines.entries()) {
    const match = /range\((\d+)\)/.exec(text);
    if (!match?.[1]) continue;
    const times = Number(match[1]);
    if (scored === 0 || times === 0) continue;
    for (const needed of [Math.round((times * maxScore) / scored), times + 1]) {
      if (needed <= times) continue;
      const changed = text.replace(`range(${times})`, `range(${needed})`);
      const next = [...lines];
      next[lineIndex] = changed;
      const words = goalWords('coach.loopShort', { times, needed, line_number: lineIndex + 1, code_to_modify: text, code_to_add: changed });
      candidates.push({ code: joinCode(next), tip: words });
    }
  }
  return candidates;
}
