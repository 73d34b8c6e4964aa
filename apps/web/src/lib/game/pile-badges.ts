import type { LevelGoal } from '@codehop/engine';

/** A heap the learner gathers from at once ("a basket of 3 carrots"): where, and how many. */
export interface PileBadge {
  readonly position: readonly [number, number];
  readonly amount: number;
}

/**
 * Collect goals that gather several at a time from the tile they face are drawn as one item;
 * the badge shows how many wait there, as the level creator shows a count on a shared cell.
 */
export function pileBadges(goals: readonly LevelGoal[]): PileBadge[] {
  return goals.flatMap((goal) => {
    const amount = goal.count ?? goal.cost?.amount ?? 1;
    if (goal.action !== 'collect' || !goal.targetPosition || amount < 2) return [];
    return [{ position: goal.targetPosition, amount }];
  });
}

/** What is left on a pile after a `collected` event took `taken` from it. */
export function remainingOnPile(amount: number, taken: number): number {
  return Math.max(0, amount - taken);
}
