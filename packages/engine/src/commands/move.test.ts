import { describe, expect, it } from 'vitest';
import type { Direction, Position } from '../position.ts';
import { FIELD, forward, left, play, right, stateOf, type DrawnLevel } from '../test-support.ts';

describe('turn_left and turn_right', () => {
  it.each<[Direction, Direction, Direction]>([
    [[0, -1], [-1, 0], [1, 0]],
    [[-1, 0], [0, 1], [0, -1]],
    [[0, 1], [1, 0], [-1, 0]],
    [[1, 0], [0, -1], [0, 1]],
  ])('facing %j, left faces %j and right faces %j', (facing, afterLeft, afterRight) => {
    const state = stateOf({ rows: FIELD, facing });
    expect(play(state, [left]).state.player.facing).toEqual(afterLeft);
    expect(play(state, [right]).state.player.facing).toEqual(afterRight);
    expect(play(state, [left]).events).toEqual([{ type: 'turned', turn: 'left', facing: afterLeft }]);
  });

  it('starts facing up unless the level says otherwise', () => {
    expect(stateOf({ rows: FIELD }).player.facing).toEqual([0, -1]);
  });
});

describe('move_forward', () => {
  it.each<[string, DrawnLevel, number, Position, number]>([
    ['walks on open ground', { rows: FIELD }, 2, [2, 0], 2],
    ['stops at a wall', { rows: ['.', '#', '.', '@'] }, 3, [0, 2], 1],
    ['stops at the map edge', { rows: ['.', '@'] }, 3, [0, 0], 1],
    ['stops before a rock', { rows: FIELD, items: [{ type: 'rock', position: [2, 0] }] }, 2, [2, 1], 1],
    ['stops before a closed door', { rows: FIELD, items: [{ type: 'door', position: [2, 1] }] }, 1, [2, 2], 0],
    ['stops before a chest', { rows: FIELD, items: [{ type: 'chest', position: [2, 1] }] }, 1, [2, 2], 0],
    ['walks over carrots', { rows: FIELD, items: [{ type: 'carrot', position: [2, 1] }] }, 1, [2, 1], 1],
    ['walks over X marks', { rows: FIELD, items: [{ type: 'xmark', action: 'speak', position: [2, 1] }] }, 1, [2, 1], 1],
    [
      'crosses water on a built bridge',
      { rows: ['.', '#', '@'], items: [{ type: 'bridge_vertical', action: 'none', position: [0, 1] }] },
      2,
      [0, 0],
      2,
    ],
    [
      'stops at water whose bridge is not built',
      { rows: ['.', '#', '@'], items: [{ type: 'bridge_vertical', action: 'build', position: [0, 1] }] },
      2,
      [0, 2],
      0,
    ],
    [
      'stops before a big object on any of its tiles',
      {
        rows: FIELD,
        items: [{ type: 'chicken_house_big_red', action: 'none', position: [1, 1], compoundPositions: [[2, 1]] }],
      },
      1,
      [2, 2],
      0,
    ],
  ])('%s', (_name, level, steps, end, moves) => {
    const played = play(stateOf(level), [forward(steps)]);
    expect(played.state.player.position).toEqual(end);
    expect(played.events.filter((event) => event.type === 'moved')).toHaveLength(moves);
  });

  it('reports each tile walked, then the bump and the refusal', () => {
    const played = play(stateOf({ rows: ['#', '.', '@'] }), [forward(3)]);
    expect(played.events).toEqual([
      { type: 'moved', from: [0, 2], to: [0, 1], facing: [0, -1] },
      { type: 'bumped', at: [0, 0], obstacle: 'wall' },
      { type: 'refused', refusal: expect.objectContaining({ code: 'bumped_wall' }) },
    ]);
  });

  it('names the object bumped into', () => {
    const played = play(stateOf({ rows: FIELD, items: [{ type: 'boulder', position: [2, 1] }] }), [forward()]);
    expect(played.refusals[0]?.params).toEqual({ object: 'boulder' });
  });

  it('counts each tile as an action, and move_forward(0) as one', () => {
    expect(play(stateOf({ rows: FIELD }), [forward(2)]).state.actions).toBe(2);
    const still = play(stateOf({ rows: FIELD }), [forward(0)]);
    expect(still.state.actions).toBe(1);
    expect(still.state.player.position).toEqual([2, 2]);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d steps', (steps) => {
    expect(play(stateOf({ rows: FIELD }), [forward(steps)]).refusals[0]?.code).toBe('invalid_steps');
  });

  it('walks through a door once it is open', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'door', position: [2, 1] }],
      levelGoals: [{ action: 'open', type: 'door', position: [2, 2], targetPosition: [2, 1] }],
    });
    const played = play(state, [{ type: 'open' }, forward(2)]);
    expect(played.refusals).toEqual([]);
    expect(played.state.player.position).toEqual([2, 0]);
  });
});
