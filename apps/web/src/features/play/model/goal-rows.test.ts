import { describe, expect, it } from 'vitest';
import { groupGoalRows, type GoalView } from './goal-view.ts';

const goal = (id: number, action: string, type: string, score: number, maxScore: number): GoalView => ({
  id,
  action,
  type,
  score,
  maxScore,
});

describe('groupGoalRows', () => {
  it('adds up goals of the same action and type, in order of first appearance', () => {
    const rows = groupGoalRows([
      goal(0, 'open', 'chest', 1, 1),
      goal(1, 'collect', 'coin', 2, 3),
      goal(2, 'open', 'chest', 0, 1),
      goal(3, 'collect', 'coin', 0, 3),
    ]);
    expect(rows).toEqual([goal(0, 'open', 'chest', 1, 2), goal(1, 'collect', 'coin', 2, 6)]);
  });

  it('keeps variable goals apart, each names its own variable', () => {
    const rows = groupGoalRows([goal(0, 'assign', '', 0, 1), goal(1, 'assign', '', 1, 1)]);
    expect(rows).toHaveLength(2);
  });
});
