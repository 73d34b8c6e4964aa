import { describe, expect, it } from 'vitest';
import type { Command } from '../command.ts';
import type { LevelGoalInput } from '../level-schema.ts';
import { FIELD, left, play, stateOf } from '../test-support.ts';

type Goal = LevelGoalInput;
const SPOT = { position: [2, 2], targetPosition: [2, 1] } satisfies Partial<Goal>;

describe('speak, write and question', () => {
  it.each<[Command['type'], string, string]>([
    ['speak', 'spoke', 'spoken'],
    ['write', 'wrote', 'written'],
    ['question', 'asked', 'asked'],
  ])('%s with the exact words scores the goal', (action, event, kind) => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: action as Goal['action'], data: 'Hello there', ...SPOT }] });
    const played = play(state, [{ type: action, text: 'Hello there' } as Command]);
    expect(played.refusals).toEqual([]);
    expect(played.events).toEqual([
      { type: event, text: 'Hello there' },
      { type: 'goal-scored', goal: 0, score: 1, maxScore: 1 },
      { type: 'level-completed' },
    ]);
    expect(played.state.texts[kind as 'spoken']).toEqual(['Hello there']);
  });

  it.each([
    ['Hello', 'Hello', true],
    ['Hello', 'hello', false],
    ['Hello', 'Hello ', false],
    ['Hello', 'Helo', false],
    ['*', 'anything at all', true],
    ['*', '   ', false],
  ])('goal data %j accepts %j: %s', (data, said, accepted) => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'speak', data, ...SPOT }] });
    const played = play(state, [{ type: 'speak', text: said }]);
    expect(played.refusals.length === 0).toBe(accepted);
    expect(played.state.goals[0]?.score).toBe(accepted ? 1 : 0);
  });

  it('chooses, among several goals on the spot, the one whose words match', () => {
    const state = stateOf({
      rows: FIELD,
      levelGoals: [
        { action: 'speak', data: 'Hello', ...SPOT },
        { action: 'speak', data: 'Goodbye', ...SPOT },
      ],
    });
    const played = play(state, [{ type: 'speak', text: 'Goodbye' }]);
    expect(played.state.goals.map((goal) => goal.score)).toEqual([0, 1]);
  });

  it('needs the target faced', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'speak', data: 'Hi', ...SPOT }] });
    expect(play(state, [left, { type: 'speak', text: 'Hi' }]).refusals[0]?.code).toBe('not_facing_target');
  });

  it('works on a creator X mark that has no goal, without scoring', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'xmark', action: 'speak', data: 'Hi', position: [2, 2], targetPosition: [2, 1] }],
    });
    const played = play(state, [{ type: 'speak', text: 'Hi' }]);
    expect(played.refusals).toEqual([]);
    expect(played.events).toEqual([{ type: 'spoke', text: 'Hi' }]);
  });

  it('never scores a goal past its maximum', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'speak', data: 'Hi', count: 2, ...SPOT }] });
    const said = { type: 'speak', text: 'Hi' } as const;
    const played = play(state, [said, said, said]);
    expect(played.refusals).toEqual([]);
    expect(played.state.goals[0]?.score).toBe(2);
    expect(played.events.filter((event) => event.type === 'goal-scored')).toHaveLength(2);
  });
});

describe('read', () => {
  it('returns the text of the faced sign and records it', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'sign', action: 'none', data: 'Go left', position: [2, 1] }],
      levelGoals: [{ action: 'read', type: 'sign', ...SPOT }],
    });
    const played = play(state, [{ type: 'read' }]);
    expect(played.last?.value).toBe('Go left');
    expect(played.events[0]).toEqual({ type: 'read', text: 'Go left' });
    expect(played.state.texts.read).toEqual(['Go left']);
    expect(played.state.goals[0]?.score).toBe(1);
  });

  it('returns the X mark data as it is, a list staying a list', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'xmark', action: 'read', data: [3, 1, 2], position: [2, 2], targetPosition: [2, 1] }],
    });
    const played = play(state, [{ type: 'read' }]);
    expect(played.last?.value).toEqual([3, 1, 2]);
    expect(played.events[0]).toEqual({ type: 'read', text: '[3,1,2]' });
  });
});

describe('display', () => {
  it('shows the exact message on the faced display', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'display', type: 'notice_board', data: 'Shop open', ...SPOT }] });
    const played = play(state, [{ type: 'display', text: 'Shop open' }]);
    expect(played.events[0]).toEqual({ type: 'displayed', text: 'Shop open', at: [2, 1] });
    expect(played.state.texts.displayed).toEqual(['Shop open']);
    expect(played.state.goals[0]?.score).toBe(1);
  });
});
