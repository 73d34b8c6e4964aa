import { describe, expect, it } from 'vitest';
import { checkCompletion, evaluateCompletion, goalVariables, type Variables } from './completion.ts';
import type { LevelGoalInput } from './level-schema.ts';
import { FIELD, play, stateOf } from './test-support.ts';

type Goal = LevelGoalInput;

function withGoals(...levelGoals: Goal[]) {
  return stateOf({ rows: FIELD, levelGoals });
}

describe('assign goals', () => {
  it.each<[string, Goal, Variables, boolean]>([
    ['the count held', { action: 'assign', variable: 'carrots', count: 3 }, { carrots: 3 }, true],
    ['another number', { action: 'assign', variable: 'carrots', count: 3 }, { carrots: 4 }, false],
    ['the count as text', { action: 'assign', variable: 'carrots', count: 3 }, { carrots: '3' }, true],
    ['numeric zero', { action: 'assign', variable: 'apples', count: 0 }, { apples: 0 }, true],
    ['another number when zero is wanted', { action: 'assign', variable: 'apples', count: 0 }, { apples: 5 }, false],
    ['zero when one is wanted', { action: 'assign', variable: 'apples', count: 1 }, { apples: 0 }, false],
    ['an unset variable', { action: 'assign', variable: 'apples', count: 0 }, {}, false],
    ['text lowercased', { action: 'assign', variable: 'colour', type: 'red' }, { colour: 'RED' }, true],
    ['other text', { action: 'assign', variable: 'colour', type: 'red' }, { colour: 'blue' }, false],
    ['the goal data when no count or type', { action: 'assign', variable: 'name', data: 'Hop' }, { name: 'hop' }, true],
    ['any value when the goal names none', { action: 'assign', variable: 'name' }, { name: 'anything' }, true],
  ])('%s', (_name, goal, variables, complete) => {
    expect(checkCompletion(withGoals(goal), variables).complete).toBe(complete);
  });
});

describe('compare goals', () => {
  it.each<[string, Variables, boolean]>([
    ['the same list', { basket: ['egg', 'milk', 'egg'] }, true],
    ['the list in another order', { basket: ['milk', 'egg', 'egg'] }, true],
    ['a different list', { basket: ['milk', 'egg'] }, false],
    ['text in other case', { basket: ['EGG', 'milk', 'egg'] }, false],
    ['an unset variable', {}, false],
  ])('%s', (_name, variables, complete) => {
    const state = withGoals({ action: 'compare', variable: 'basket', expectedData: ['egg', 'egg', 'milk'] });
    expect(checkCompletion(state, variables).complete).toBe(complete);
  });
});

describe('checkCompletion', () => {
  it('needs every goal at its maximum score', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'carrot', position: [2, 2] }],
      levelGoals: [
        { action: 'collect', type: 'carrot' },
        { action: 'assign', variable: 'n', count: 1 },
      ],
    });
    expect(checkCompletion(state, { n: 1 }).complete).toBe(false);
    const played = play(state, [{ type: 'collect' }]);
    expect(played.state.completed).toBe(false);
    expect(played.events.some((event) => event.type === 'level-completed')).toBe(false);
    const result = checkCompletion(played.state, { n: 1 });
    expect(result.complete).toBe(true);
    expect(result.events).toEqual([{ type: 'level-completed' }]);
    expect(result.state.completed).toBe(true);
    expect(result.state.goals.map((goal) => goal.score)).toEqual([1, 1]);
    expect(result.goals.map((goal) => goal.done)).toEqual([true, true]);
  });

  it('reports progress and a hint per unmet goal', () => {
    const state = withGoals({ action: 'collect', type: 'coin', count: 3 }, { action: 'assign', variable: 'total', count: 3 });
    const result = checkCompletion(state, { total: 2 });
    expect(result.goals).toEqual([
      expect.objectContaining({ id: 0, action: 'collect', type: 'coin', score: 0, maxScore: 3, done: false }),
      expect.objectContaining({
        id: 1,
        action: 'assign',
        variable: 'total',
        done: false,
        hint: expect.objectContaining({ code: 'assign_mismatch', params: { variable: 'total' } }),
      }),
    ]);
    expect(result.events).toEqual([]);
  });

  it('does not complete twice', () => {
    const state = withGoals({ action: 'assign', variable: 'x', count: 1 });
    const first = checkCompletion(state, { x: 1 });
    expect(checkCompletion(first.state, { x: 1 }).events).toEqual([]);
  });
});

describe('the contract names', () => {
  it('evaluateCompletion answers completed and the goals', () => {
    const state = withGoals({ action: 'assign', variable: 'x', count: 2 });
    expect(evaluateCompletion(state, { x: 2 })).toMatchObject({ completed: true, goals: [{ done: true }] });
    expect(evaluateCompletion(state, { x: 1 }).completed).toBe(false);
  });

  it('goalVariables lists each variable an assign or compare goal reads, once', () => {
    const level = {
      levelGoals: [
        { action: 'assign', variable: 'a' },
        { action: 'compare', variable: 'b' },
        { action: 'assign', variable: 'a' },
        { action: 'speak', variable: 'c' },
      ],
    } as const;
    expect(goalVariables({ levelGoals: level.levelGoals.map((goal) => ({ ...goal, type: '', score: 0 })) })).toEqual(['a', 'b']);
  });
});
