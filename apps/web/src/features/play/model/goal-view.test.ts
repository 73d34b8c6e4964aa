import { describe, expect, it } from 'vitest';
import type { LevelGoal } from '@codehop/engine';
import { goalsFromResult, initialGoals, scoreGoal } from './goal-view.ts';

const goals: LevelGoal[] = [
  { action: 'collect', type: 'carrot', count: 3, score: 2 },
  { action: 'speak', type: '', data: 'Hello', score: 0 },
  { action: 'assign', type: '', variable: 'total', count: 5, score: 0 },
];

describe('goal view', () => {
  it('starts every goal at zero with the engine maximum', () => {
    expect(initialGoals(goals).map((goal) => [goal.score, goal.maxScore])).toEqual([
      [0, 3],
      [0, 1],
      [0, 1],
    ]);
  });

  it('keeps the variable an assign goal checks, so the panel can name it', () => {
    expect(initialGoals(goals).map((goal) => goal.variable)).toEqual([undefined, undefined, 'total']);
  });

  it.each([
    [{ type: 'goal-scored', goal: 0, score: 2, maxScore: 3 }, [2, 0, 0]],
    [{ type: 'goal-scored', goal: 1, score: 9, maxScore: 1 }, [0, 1, 0]],
    [{ type: 'moved', goal: 0, score: 2 }, [0, 0, 0]],
  ])('applies %o', (event, scores) => {
    expect(scoreGoal(initialGoals(goals), event).map((goal) => goal.score)).toEqual(scores);
  });

  it('takes the final scores from the run result', () => {
    const after = goalsFromResult(initialGoals(goals), [
      { score: 3, maxScore: 3 },
      { score: 1, maxScore: 1 },
      { score: 1, maxScore: 1 },
    ]);
    expect(after.map((goal) => goal.score)).toEqual([3, 1, 1]);
  });
});
