import { indentOf, joinCode, lineOf, meaningful, normalise } from '../code-lines.ts';
import type { Candidate } from '../coach-run.ts';
import type { Tip } from '../tip.ts';

/** Strategies that lean on the level's reference solution: the next step of it, or a rewrite towards it. */

function referenceLines(solution: string): string[] {
  return solution.replace(/\r\n/g, '\n').split('\n').filter(meaningful);
}

/** How many of the learner's meaningful lines, from the top, are the reference's own. */
function sharedStart(reference: readonly string[], mine: readonly { text: string }[]): number {
  let same = 0;
  while (same < reference.length && same < mine.length && normalise(reference[same] ?? '') === normalise(mine[same]?.text ?? '')) same += 1;
  return same;
}

function meaningfulLines(lines: readonly string[]): { text: string; index: number }[] {
  return lines.map((text, index) => ({ text, index })).filter((entry) => meaningful(entry.text));
}

/** Whether every meaningful line of the learner's code is, in order, the start of the reference solution. */
export function onTrack(lines: readonly string[], solution: string | null): boolean {
  if (solution === null) return false;
  const reference = referenceLines(solution).map(normalise);
  const mine = lines.filter(meaningful).map(normalise);
  return mine.length < reference.length && mine.every((text, index) => text === reference[index]);
}

/**
 * When the learner's code left the reference's road: from the first line that differs, the
 * reference's next statements in place of the learner's, growing a statement at a time, so the tip
 * is the smallest piece of the solution that gets further (never more than it takes).
 */
export function solutionRewrites(lines: readonly string[], solution: string | null, words: Tip): Candidate[] {
  if (solution === null || solution.trim() === '') return [];
  const reference = referenceLines(solution);
  const mine = meaningfulLines(lines);
  const same = sharedStart(reference, mine);
  if (same >= reference.length || same >= mine.length) return [];
  const from = mine[same]?.index ?? lines.length;
  const out: Candidate[] = [];
  const starts: number[] = [];
  for (let index = same; index < reference.length; index += 1) {
    if (indentOf(reference[index] ?? '') === '') starts.push(index);
  }
  starts.push(reference.length);
  for (const until of starts) {
    if (until <= same) continue;
    const added = reference.slice(same, until);
    out.push({
      code: joinCode([...lines.slice(0, from), ...added]),
      tip: { ...words, line_number: from + 1, code_to_add: added.join('\n'), code_to_modify: lines.slice(from).filter(meaningful).join('\n') },
    });
  }
  return out;
}

/**
 * The next step of the reference solution: after the part of the learner's code that matches it,
 * one statement (a block with its body) inserted, or the first line that differs replaced.
 */
export function solutionCandidates(lines: readonly string[], solution: string | null, words: Tip): Candidate[] {
  if (solution === null || solution.trim() === '') return [];
  const reference = referenceLines(solution);
  const mine = meaningfulLines(lines);
  const same = sharedStart(reference, mine);
  if (same >= reference.length) return [];
  const blockEnd = (from: number): number => {
    const head = reference[from] ?? '';
    let end = from + 1;
    if (/:\s*$/.test(head)) {
      const indent = indentOf(head).length;
      while (end < reference.length && indentOf(reference[end] ?? '').length > indent) end += 1;
    }
    return end;
  };
  const insertAt = same < mine.length ? (mine[same]?.index ?? lines.length) : (mine.at(-1)?.index ?? lines.length - 1) + 1;
  const out: Candidate[] = [];
  // Insert the next statement (one line, or a block with its body), then two, then three.
  let end = same;
  for (let count = 1; count <= 3 && end < reference.length; count += 1) {
    end = blockEnd(end);
    const added = reference.slice(same, end);
    const code = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt)]);
    out.push({ code, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: null } });
    if (same < mine.length) {
      // Or replace the learner's differing lines with the solution's.
      const replaced = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt + 1)]);
      out.push({ code: replaced, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: lineOf(lines, insertAt) } });
    }
  }
  // The rest of the block the next line belongs to (a loop's body is right only as a whole).
  const depth = indentOf(reference[same] ?? '').length;
  if (depth > 0) {
    let blockClose = same;
    while (blockClose < reference.length && (indentOf(reference[blockClose] ?? '').length >= depth)) blockClose += 1;
    if (blockClose > end) {
      const added = reference.slice(same, blockClose);
      const code = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt)]);
      out.push({ code, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: null } });
    }
  }
  // When the learner's code went elsewhere, the rest of the solution from the first difference.
  if (same < mine.length && reference.length - same <= 4) {
    const rest = reference.slice(same);
    out.push({ code: joinCode([...lines.slice(0, insertAt), ...rest]), tip: { ...words, line_number: insertAt + 1, code_to_add: rest.join('\n'), code_to_modify: lines.slice(insertAt).filter(meaningful).join('\n') } });
  }
  return out;
}
