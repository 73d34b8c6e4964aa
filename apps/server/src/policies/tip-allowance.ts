import type { TipResponse } from '@codehop/api';

/**
 * The coach's keys that only say again what the run's own error said (the line and its words):
 * the play screen shows that for free after every failed run, so getting it from the assistant
 * costs nothing either.
 */
const RESTATING_KEYS: ReadonlySet<string> = new Set(['coach.error', 'coach.refused', 'coach.syntax', 'coach.timeout']);

/**
 * Whether a level tip spends one of the child's assistant credits (spec/gameplay.md §6, §8): a tip
 * is spent when it tells the child something new, and only when they asked for it (the play
 * screen asks only when the child presses "Get a tip"). Nothing new: the program already reaches
 * every goal (`coach.done`), or the coach found no checked change and only restates the error.
 */
export function tipSpendsCredit(tip: TipResponse): boolean {
  if (tip.source === 'model') return true;
  if (tip.text_key === 'coach.done') return false;
  const restates = tip.text_key !== undefined && RESTATING_KEYS.has(tip.text_key);
  return !(restates && tip.resulted_code === null && tip.code_to_add === null);
}
